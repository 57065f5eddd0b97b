// Every name a front end imports from a library the shell provides as a list of names (HOST_THIN of
// tooling/webpack/host-share-scope.mjs) must be on that list: a remote page gets the shell's list under the
// package's name, so a missing name would be undefined at run time while type checking and jest (which read the
// real package) stay green.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSourceFiles } from './testing/front-end-sources.ts';

const repoRoot = path.resolve(__dirname, '../..');
// `bundled`: the ES builds of packages the front ends bundle that import the library themselves.
const THIN = [
  {
    lib: 'react-i18next',
    file: 'i18n/react-i18next.ts',
    load: () => import('./i18n/react-i18next.ts'),
    bundled: [],
  },
  {
    lib: 'react-hook-form',
    file: 'ui/react-hook-form.ts',
    load: () => import('./ui/react-hook-form.ts'),
    bundled: ['@hookform/resolvers/dist/resolvers.mjs', '@hookform/resolvers/valibot/dist/valibot.mjs'],
  },
];

const files = frontEndSourceFiles(repoRoot);
const hostScope = readFileSync(path.join(repoRoot, 'tooling/webpack/host-share-scope.mjs'), 'utf8');

describe.each(THIN)('$lib', ({ lib, file, load, bundled }) => {
  const listed = (
    new RegExp(`export \\{([^}]*)\\} from '${lib}'`).exec(
      readFileSync(path.join(__dirname, file), 'utf8'),
    )?.[1] ?? ''
  )
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

  test('the shell provides it from the list', () => {
    expect(hostScope).toContain(`'${lib}': path.join(sharedDir, 'src/${file}')`);
  });

  test('the front ends import it through named imports only', () => {
    const other = files.filter((f) =>
      new RegExp(`import\\s+(\\*|\\w+)[^;{]*from\\s+'${lib}'`).test(readFileSync(f, 'utf8')),
    );
    expect(other).toEqual([]);
  });

  test('every name imported from it is on the list', () => {
    const imported = new Map<string, string>();
    const packages = bundled.map((p) => require.resolve(p, { paths: [path.resolve(__dirname, '..')] }));
    for (const f of [...files, ...packages]) {
      for (const m of readFileSync(f, 'utf8').matchAll(
        new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${lib}["']`, 'g'),
      )) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type '))
            imported.set(name.split(/\s+as\s+/)[0]!, path.relative(repoRoot, f));
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter(([name]) => !listed.includes(name)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  test('the list names what the package exports', async () => {
    const thin: Record<string, unknown> = await load();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const name of listed)
      expect([name, typeof thin[name]]).toEqual([name, expect.stringMatching(/function|object/)]);
  });
});
