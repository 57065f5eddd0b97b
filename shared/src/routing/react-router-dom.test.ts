// Every name a front end imports from 'react-router-dom' must be one the build's thin module exports
// (react-router-dom.ts): the bundles get that module under the package's name, so a missing name would be
// undefined at run time while type checking and jest (which read the real package) stay green.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSourceFiles } from '../testing/front-end-sources.ts';

const repoRoot = path.resolve(__dirname, '../../..');
const thinSource = readFileSync(path.join(__dirname, 'react-router-dom.ts'), 'utf8');

function namesIn(block: string): string[] {
  return block
    .split(',')
    .map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);
}

const exportedIn = (pattern: RegExp) => [...thinSource.matchAll(pattern)].flatMap((m) => namesIn(m[1]!));
const values = exportedIn(/export \{([^}]*)\} from 'react-router'/g);
const exported = new Set([...values, ...exportedIn(/export type \{([^}]*)\} from 'react-router'/g)]);

const files = frontEndSourceFiles(repoRoot);
const imported = new Map<string, string>();
for (const file of files) {
  for (const m of readFileSync(file, 'utf8').matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
  )) {
    for (const name of namesIn(m[1]!)) imported.set(name, path.relative(repoRoot, file));
  }
}

test('the front ends import react-router-dom through named imports only', () => {
  const other = files.filter((f) =>
    /import\s+(\*|\w+)[^;{]*from\s+'react-router-dom'/.test(readFileSync(f, 'utf8')),
  );
  expect(other).toEqual([]);
});

test('every name imported from react-router-dom is exported by the thin module', () => {
  expect(imported.size).toBeGreaterThan(5);
  const missing = [...imported].filter(([name]) => !exported.has(name)).map(([n, f]) => `${n} (${f})`);
  expect(missing).toEqual([]);
});

test('the thin module exports what it lists', async () => {
  const thin: Record<string, unknown> = await import('./react-router-dom.ts');
  expect(values.length).toBeGreaterThan(5);
  for (const name of values)
    expect([name, typeof thin[name]]).toEqual([name, expect.stringMatching(/function|object/)]);
});
