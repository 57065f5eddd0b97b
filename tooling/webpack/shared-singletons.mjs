// The share scope of every front end: one instance of each library that holds state (React, router, session
// store, i18next) whoever loads first. requiredVersion is the range the app declares; version is what is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next'];
const sharedDir = path.resolve(import.meta.dirname, '../../shared');
// Shared for bytes only (no state that must be one per page): the shell has react-hook-form for its own forms and
// serves it on demand (host-share-scope.mjs), so a remote's form page takes the shell's copy (the one a visit to the
// login form left in the browser's cache) rather than downloading its own. With @alfie/shared's range when the app
// takes it through @alfie/shared (the shell).
export const FORM_LIBRARIES = ['react-hook-form'];
const UI_CSS = path.join(sharedDir, 'src/ui/ui.css');

// Shared under a library's name, built from a thin module of ours: only the exports the apps use, so the rest of
// the package is left out of the shared chunk (a shared module keeps every export it has).
const THIN = {
  'react-router-dom': path.join(sharedDir, 'src/routing/react-router-dom.ts'),
};

/**
 * The subpaths of @alfie/shared with module state that must be one per page: the session store, the API client
 * with its query cache and loader count, the one live-events connection, the i18next instance. Everything they hold
 * is reached through these names, never through a relative path from another subpath
 * (shared/src/federation-state.test.ts holds that).
 */
export const STATEFUL_SUBPATHS = ['session', 'api', 'api/request-events', 'i18n'];

/**
 * Every share is lazy: a remote uses the shell's copies (registered first, loaded-first) and downloads its own only
 * when the shell has none. The shell hands the same table to the runtime itself (host-share-scope.mjs).
 */
export function sharedSingletons(appRequire, appPkg, { shareAllShared = false } = {}) {
  const deps = { ...appPkg.dependencies, ...appPkg.devDependencies };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const lib of LIBRARIES) {
    if (!deps[lib])
      throw new Error(`${appPkg.name} must list ${lib} in its dependencies: it is a shared singleton`);
    const version = JSON.parse(readFileSync(appRequire.resolve(`${lib}/package.json`), 'utf8')).version;
    shared[lib] = {
      singleton: true,
      requiredVersion: deps[lib],
      version,
      ...(THIN[lib] ? { import: THIN[lib] } : {}),
    };
  }

  const sharedPkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  for (const lib of FORM_LIBRARIES) {
    const version = JSON.parse(readFileSync(appRequire.resolve(`${lib}/package.json`), 'utf8')).version;
    shared[lib] = { singleton: true, requiredVersion: deps[lib] ?? sharedPkg.dependencies[lib], version };
  }

  // Only the subpaths of @alfie/shared that hold the page's state are shared, each as one instance; a remote
  // bundles the rest (contracts, ui, the hooks over the API) like any library, tree-shaken: a shared module goes
  // whole to every consumer, and the shell preloads each one a remote's manifest lists (docs/performance.md).
  if (!deps[sharedPkg.name])
    throw new Error(`${appPkg.name} must list ${sharedPkg.name} in its dependencies`);
  const sharedRange = /^[\^~]?\d/.test(deps[sharedPkg.name]) ? deps[sharedPkg.name] : `^${sharedPkg.version}`;
  const subpathConfig = { singleton: true, requiredVersion: sharedRange, version: sharedPkg.version };
  // `--env shareAllShared`: the share list of remotes built before this change ('@alfie/shared/' with its trailing
  // slash, every subpath one instance), for the journey that loads such a remote into today's shell.
  if (shareAllShared) shared[`${sharedPkg.name}/`] = subpathConfig;
  else {
    for (const subpath of STATEFUL_SUBPATHS) shared[`${sharedPkg.name}/${subpath}`] = subpathConfig;
    // The components' stylesheet: the shell's boot stylesheet has it on every page, so a remote takes the shell's
    // module (nothing to fetch, its rules already applied) rather than injecting it again from JavaScript (with
    // style-loader). Matched by file, as the components import it as './ui.css'; the remote's own
    // fallback injects it when the remote runs without the shell.
    shared[UI_CSS] = { ...subpathConfig, shareKey: `${sharedPkg.name}/ui/ui.css`, import: UI_CSS };
  }
  return shared;
}
