// Data access per endpoint: in every remote with a typed client (src/api/alfie.ts), only the files of src/api call
// it, each file at most one endpoint, and the pages read and change data through those files' hooks, never through
// the query cache's own functions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const remotes = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(join(root, name, 'src/api/alfie.ts')),
);
const isSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourcesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return isSource(entry.name) ? [path] : [];
  });
}

const files = remotes.flatMap((remote) =>
  sourcesOf(join(root, remote, 'src')).map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);
const inApi = (path) => /^mfe-[^/]+\/src\/api\//.test(path);

test('the remotes with a typed client are found', () => {
  assert.ok(remotes.length >= 6, remotes.join(', '));
});

test('only the files of src/api call the typed client', () => {
  const outside = files.filter((f) => !inApi(f.path) && /from '[^']*api\/alfie\.ts'/.test(f.text));
  assert.deepEqual(
    outside.map((f) => f.path),
    [],
  );
});

test('each file of src/api calls one endpoint at most', () => {
  const several = files
    .filter((f) => inApi(f.path))
    .map((f) => ({ path: f.path, calls: f.text.match(/\balfie\.(get|post|put|delete)\(/g)?.length ?? 0 }))
    .filter((f) => f.calls > 1);
  assert.deepEqual(several, []);
});

test('pages use the hooks of src/api, not the query cache directly', () => {
  const direct = files.filter(
    (f) =>
      /\/src\/pages\//.test(f.path) &&
      /\b(useQuery|usePagedQuery|prefetchQuery|invalidateQueries|setQueryData)\b/.test(f.text),
  );
  assert.deepEqual(
    direct.map((f) => f.path),
    [],
  );
});
