// A remote shares only the subpaths of @alfie/shared that hold the page's state (STATEFUL_SUBPATHS of
// tooling/webpack/shared-singletons.mjs) and bundles the others. A module with state reached through a relative
// path from a bundled subpath would be a second copy in that remote: a second query cache, session or i18next
// instance. Type checking and jest (one copy of everything) cannot see it, so this test reads the sources.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sharedDir = path.resolve(__dirname, '..');
const srcDir = path.join(sharedDir, 'src');
const singletonsSource = readFileSync(
  path.resolve(sharedDir, '../tooling/webpack/shared-singletons.mjs'),
  'utf8',
);
const stateful = [
  ...(/STATEFUL_SUBPATHS = \[([^\]]*)\]/.exec(singletonsSource)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((m) => m[1]!);

// State a pattern cannot see: the API client's defaults (configureApi sets its base URL).
const KNOWN_STATE = ['api/client.ts'];
// Caches: of Intl formatters (a second copy only costs memory, and every copy formats alike) and of modules loaded
// on demand, the Modal's focus-trap and the tables' virtualiser (a second copy is the copy its remote bundles anyway).
const CACHES = ['contracts/dates.ts', 'i18n/format.ts', 'ui/modal.tsx', 'ui/virtual-rows.tsx'];
// State every copy reads from the window's own events alike: each copy of the press watcher listens to the same
// pointerdown and click, so a remote's forms and the shell's see the same press whichever copy they ask.
const WINDOW_MIRRORS = ['ui/pointer-release.ts'];
const STATE_PATTERN =
  /^(export )?(let|var) |^(export )?const \w+(: [^=]+)? = (new (Map|Set|WeakMap)\b|create(<[^>]*>)?\(|\w+\.createInstance\()/m;

const rel = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');

/** Every importable subpath of the package (its exports, wildcards expanded) and the file it names. */
function entries(): Map<string, string> {
  const { exports } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const out = new Map<string, string>();
  for (const [key, target] of Object.entries(exports)) {
    if (!key.startsWith('./') || key === './package.json' || key.startsWith('./testing/')) continue;
    if (!key.includes('*')) {
      out.set(key.slice(2), path.join(sharedDir, target));
      continue;
    }
    const [dir, ext] = target.split('*') as [string, string];
    for (const name of readdirSync(path.join(sharedDir, dir), { recursive: true }).map(String)) {
      if (!name.endsWith(ext) || /\.(test|d)\.[^.]+$/.test(name)) continue;
      out.set(key.slice(2).replace('*', name.slice(0, -ext.length)), path.join(sharedDir, dir, name));
    }
  }
  return out;
}

/** The files a module reaches through relative imports (type-only imports are erased, so left out). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/^(import|export)\s+(?!type\b)[^;]*?['"](\.{1,2}\/[^'"]+)['"]/gms)) {
    const target = path.resolve(path.dirname(file), m[2]!);
    if (/\.(ts|tsx)$/.test(target) && existsSync(target)) closure(target, seen);
  }
  return seen;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') sourceFiles(file, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

const all = entries();
const holdsState = (file: string) =>
  !CACHES.includes(rel(file)) &&
  !WINDOW_MIRRORS.includes(rel(file)) &&
  (KNOWN_STATE.includes(rel(file)) || STATE_PATTERN.test(readFileSync(file, 'utf8')));

test('the shared subpaths are subpaths of the package', () => {
  expect(stateful).toEqual(expect.arrayContaining(['session', 'api', 'i18n']));
  for (const subpath of stateful) expect(all.has(subpath)).toBe(true);
});

test('every module holding state is reached through a shared subpath', () => {
  const reached = new Set(stateful.flatMap((s) => [...closure(all.get(s)!)]));
  const withState = sourceFiles(srcDir).filter(holdsState);
  expect(withState.map(rel)).toEqual(expect.arrayContaining(['api/query.ts', 'session/session-store.ts']));
  expect(withState.filter((f) => !reached.has(f)).map(rel)).toEqual([]);
});

test('no bundled subpath reaches a module holding state through a relative path', () => {
  const leaks = [...all]
    .filter(([subpath]) => !stateful.includes(subpath))
    .flatMap(([subpath, file]) =>
      [...closure(file)].filter(holdsState).map((f) => `@alfie/shared/${subpath} -> ${rel(f)}`),
    );
  expect(leaks).toEqual([]);
});
