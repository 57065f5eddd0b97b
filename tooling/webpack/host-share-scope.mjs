// The shell's share scope as a module of its own (virtual:alfie-federation-host), for a shell built without a
// federation build plugin, which would put its runtime in the entry chunk although no public page before sign-in
// needs a remote (issue 20). The shell imports this module in the chunk loaded by its first remote page and hands
// `shareScope` to each remote's container (init): the same singletons and versions the remotes declare
// (shared-singletons.mjs), in webpack's own share scope format.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FORM_LIBRARIES, STATEFUL_SUBPATHS, sharedSingletons } from './shared-singletons.mjs';

const sharedDir = path.resolve(import.meta.dirname, '../../shared');
const SHARED_PREFIX = '@alfie/shared/';

// Libraries the shell provides as the names the front ends import, not as the whole package: the namespace import
// below keeps every export of what it names. The remotes' own fallback is the whole package.
const HOST_THIN = {
  'react-i18next': path.join(sharedDir, 'src/i18n/react-i18next.ts'),
  'react-hook-form': path.join(sharedDir, 'src/ui/react-hook-form.ts'),
};

// Libraries only forms use: the shell's own forms are pages loaded on demand (the login form too), so the boot of a
// signed-in page does not carry them; the shell serves them to a remote when one asks (issue 20).
const HOST_ON_DEMAND = new Set(FORM_LIBRARIES);

/** The modules the app's own sources (tests left out) import by name, types only left out. */
function importedNames(appDir) {
  const names = new Set();
  const src = path.join(appDir, 'src');
  for (const file of readdirSync(src, { recursive: true })) {
    if (!/\.tsx?$/.test(String(file)) || /\.(test|d)\.tsx?$/.test(String(file))) continue;
    const code = readFileSync(path.join(src, String(file)), 'utf8');
    for (const [, typeOnly, name] of code.matchAll(/^import\s+(type\s)?[^;]*?from '([^']+)';/gm))
      if (!typeOnly) names.add(name);
  }
  return names;
}

/**
 * Source of virtual:alfie-federation-host: `shareScope`, webpack's share scope with the shell's modules in it,
 * registered before any remote's.
 *
 * The libraries are the shell's own modules, marked loaded: webpack's singleton rule keeps a loaded version over a
 * higher one a remote registers, so every remote gets them. The form libraries (HOST_ON_DEMAND) and the stateful
 * subpaths of @alfie/shared/ the shell does not import itself are fetched only when a remote asks for them; a
 * remote built with a newer version of one of those, which no page has taken yet, brings its own, and every page
 * after it gets that one. Either way a page holds one instance of each (the session store, the API client, i18n).
 * The fields past webpack's own (`version`, `scope`, `shareConfig`) are read by remotes built with
 * @module-federation/enhanced, whose runtime takes the same scope.
 */
export function hostShareScopeSource(appRequire, appPkg, { appDir }) {
  const singletons = sharedSingletons(appRequire, appPkg);
  const imports = [];
  const entries = [];
  const shareConfig = (c) => ({ singleton: c.singleton, requiredVersion: c.requiredVersion, eager: false });
  /** A module the shell has: imported here, handed over as it is. */
  const loaded = (from) => {
    const local = `lib${imports.length}`;
    imports.push(`import * as ${local} from ${JSON.stringify(from)};`);
    return `get: () => () => ${local}, loaded: 1`;
  };
  const onDemand = (from) => `get: () => import(${JSON.stringify(from)}).then((m) => () => m)`;
  const entry = (key, config, provider) =>
    entries.push(
      `  ${JSON.stringify(key)}: { ${JSON.stringify(config.version)}: { ${provider}, ` +
        `version: ${JSON.stringify(config.version)}, from: 'shell', eager: false, scope: ['default'], ` +
        `shareConfig: ${JSON.stringify(shareConfig(config))} } },`,
    );
  for (const [key, config] of Object.entries(singletons)) {
    if (key.startsWith(SHARED_PREFIX)) continue;
    const from = HOST_THIN[key] ?? config.import ?? key;
    // Under the name the remotes ask for: the components' stylesheet is matched by file, shared as its shareKey.
    entry(config.shareKey ?? key, config, HOST_ON_DEMAND.has(key) ? onDemand(from) : loaded(from));
  }
  // Only the subpaths that hold the page's state. A remote built when every subpath was shared takes these from
  // the shell and its own copy of the others: a loader per subpath cost 85 async chunks, whose names and hashes
  // were 1.4 KB gzip of main.js on every page and 1.4 KB of this chunk (issue 20).
  // A subpath the shell's own code imports is a module it has loaded: its code is in the boot chunks, and only the
  // subpath's index (a few re-exports, which webpack leaves out of the boot when the shell imports the names
  // directly) is added here. Through a loader, that index was a chunk of its own, fetched after the remote's entry
  // and before its page could run: one more round trip on every page that uses the session (issue 20).
  const prefix = sharedSingletons(appRequire, appPkg, { shareAllShared: true })[SHARED_PREFIX];
  const shellImports = importedNames(appDir);
  for (const subpath of STATEFUL_SUBPATHS) {
    const key = `${SHARED_PREFIX}${subpath}`;
    entry(key, prefix, shellImports.has(key) ? loaded(key) : onDemand(key));
  }
  return [...imports, 'export const shareScope = {', ...entries, '};', ''].join('\n');
}
