// The shell's share scope as a module of its own (virtual:alfie-federation-host), for a shell built without the
// federation build plugin: the plugin puts the federation runtime in the entry chunk of every app it builds, so
// the login route would download it although no public page before sign-in needs a remote (docs/performance.md). The shell
// imports this module with the runtime, in the chunk loaded by its first remote page, and hands `shared` to the
// runtime's init(): the same singletons, versions and ranges the remotes declare (shared-singletons.mjs).
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
// signed-in page does not carry them; the shell serves them to a remote when one asks (docs/performance.md).
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
 * Source of virtual:alfie-federation-host: `shared` for the runtime's init(), and, with `provideRuntime`, the
 * global through which the remotes' remoteEntry.js use this page's @module-federation/runtime-core
 * (experiments.externalRuntime) instead of a copy of their own.
 *
 * The libraries are the shell's own modules (`lib`: already loaded, so loaded-first hands them to every remote),
 * but for the form libraries (HOST_ON_DEMAND); those and the stateful subpaths of @alfie/shared/ the shell does not
 * import itself are fetched only when a remote asks for them (`get`). Either way a remote gets the very module
 * instance the shell uses (the session store, the API client, i18n).
 */
export function hostShareScopeSource(appRequire, appPkg, { provideRuntime, appDir }) {
  const singletons = sharedSingletons(appRequire, appPkg);
  const imports = [];
  const entries = [];
  const shareConfig = (c) => ({ singleton: c.singleton, requiredVersion: c.requiredVersion, eager: false });
  /** A module the shell has: imported here, handed over as it is. */
  const loaded = (from) => {
    const local = `lib${imports.length}`;
    imports.push(`import * as ${local} from ${JSON.stringify(from)};`);
    return `lib: () => ${local}`;
  };
  const onDemand = (from) => `get: () => import(${JSON.stringify(from)}).then((m) => () => m)`;
  const entry = (key, config, provider) =>
    entries.push(
      `  ${JSON.stringify(key)}: { version: ${JSON.stringify(config.version)}, ${provider}, ` +
        `shareConfig: ${JSON.stringify(shareConfig(config))} },`,
    );
  for (const [key, config] of Object.entries(singletons)) {
    if (key.startsWith(SHARED_PREFIX)) continue;
    const from = HOST_THIN[key] ?? config.import ?? key;
    // Under the name the remotes ask for: the components' stylesheet is matched by file, shared as its shareKey.
    entry(config.shareKey ?? key, config, HOST_ON_DEMAND.has(key) ? onDemand(from) : loaded(from));
  }
  // Only the subpaths that hold the page's state. A remote built when every subpath was shared takes these from
  // the shell and its own copy of the others: a loader per subpath cost 85 async chunks, whose names and hashes
  // weighed on main.js on every page and on this chunk (docs/performance.md).
  // A subpath the shell's own code imports is a module it has loaded (`lib`): its code is in the boot chunks, and
  // only the subpath's index (a few re-exports, which webpack leaves out of the boot when the shell imports the
  // names directly) is added here. Through `get`, that index was a chunk of its own, fetched after the remote's
  // entry and before its page could run: one more round trip on every page that uses the session (docs/performance.md).
  const prefix = sharedSingletons(appRequire, appPkg, { shareAllShared: true })[SHARED_PREFIX];
  const shellImports = importedNames(appDir);
  for (const subpath of STATEFUL_SUBPATHS) {
    const key = `${SHARED_PREFIX}${subpath}`;
    entry(key, prefix, shellImports.has(key) ? loaded(key) : onDemand(key));
  }
  return [
    ...(provideRuntime ? ["import * as runtimeCore from '@module-federation/runtime-core';"] : []),
    ...imports,
    ...(provideRuntime ? ['globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;'] : []),
    'export const shared = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
