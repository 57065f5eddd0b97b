// The repository stands alone: no tracked file points at a path outside it (the product description and the
// architecture live in docs/), and comments cite docs/ rather than numbered sections of an outside document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const grep = (pattern) => {
  const out = spawnSync(
    'git',
    ['grep', '-n', '-I', '-E', pattern, '--', '.', ':!scripts/repository.test.mjs'],
    {
      encoding: 'utf8',
      cwd: new URL('..', import.meta.url),
    },
  );
  if (out.status === 128 || out.error) return null; // not a git checkout (an unpacked archive): nothing to read
  return out.stdout.trim().split('\n').filter(Boolean);
};

const outside = grep('\\.\\./shared/');
test(
  'no tracked file refers to a path outside the repository',
  { skip: outside === null && 'not a git checkout' },
  () => {
    assert.deepEqual(outside, []);
  },
);

const sections = grep('SPEC(\\.md)? sections? [0-9]');
test(
  'comments cite docs/product.md, not sections of an outside specification',
  { skip: sections === null && 'not a git checkout' },
  () => {
    assert.deepEqual(sections, []);
  },
);
