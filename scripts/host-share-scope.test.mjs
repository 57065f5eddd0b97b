// The shell's share scope as its build generates it (tooling/webpack/host-share-scope.mjs): what a remote asks for
// by name must be there under that name, and a stateful subpath the shell imports itself must be a module it has
// loaded, not one more chunk fetched before a remote page can run.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { hostShareScopeSource } from '../tooling/webpack/host-share-scope.mjs';
import { STATEFUL_SUBPATHS } from '../tooling/webpack/shared-singletons.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const shellDir = path.join(ROOT, 'shell');
const appRequire = createRequire(path.join(shellDir, 'package.json'));
const pkg = JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8'));

const appDir = mkdtempSync(path.join(os.tmpdir(), 'alfie-share-scope-'));
after(() => rmSync(appDir, { recursive: true, force: true }));

/** The share scope's entries: name -> 'lib' (a module the shell has) or 'get' (fetched on demand). */
function entries(source) {
  const found = new Map();
  for (const [, name, kind] of source.matchAll(/^ {2}"([^"]+)": \{ version: "[^"]+", (lib|get):/gm))
    found.set(name, kind);
  return found;
}

test('every stateful subpath and the components stylesheet are there under the names the remotes share', () => {
  mkdirSync(path.join(appDir, 'src'), { recursive: true });
  const scope = entries(hostShareScopeSource(appRequire, pkg, { provideRuntime: true, appDir }));
  for (const subpath of STATEFUL_SUBPATHS) assert.ok(scope.has(`@alfie/shared/${subpath}`), subpath);
  assert.equal(scope.get('@alfie/shared/ui/ui.css'), 'lib');
  assert.equal(scope.get('react'), 'lib');
  assert.equal(scope.get('react-hook-form'), 'get');
  assert.ok(![...scope.keys()].some((name) => name.startsWith('/')), 'a file path is no share name');
});

test('a stateful subpath the shell imports itself is a loaded module; one it does not is fetched on demand', () => {
  mkdirSync(path.join(appDir, 'src', 'app'), { recursive: true });
  writeFileSync(
    path.join(appDir, 'src', 'app', 'a.tsx'),
    [
      'import {',
      '  useSession,',
      "} from '@alfie/shared/session';",
      "import type { RequestEvent } from '@alfie/shared/api/request-events';",
      '',
    ].join('\n'),
  );
  // A test file's imports do not count: it is not in the build.
  writeFileSync(
    path.join(appDir, 'src', 'app', 'a.test.tsx'),
    "import { apiClient } from '@alfie/shared/api';\n",
  );
  const scope = entries(hostShareScopeSource(appRequire, pkg, { provideRuntime: false, appDir }));
  assert.equal(scope.get('@alfie/shared/session'), 'lib');
  assert.equal(scope.get('@alfie/shared/api'), 'get');
  // Its types only: nothing of it is in the shell's chunks.
  assert.equal(scope.get('@alfie/shared/api/request-events'), 'get');
});
