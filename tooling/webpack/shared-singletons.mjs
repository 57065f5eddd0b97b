// The share scope of every front end: one instance of each library that holds state (React, router, session
// store, i18next) whoever loads first. requiredVersion is the range the app declares; version is what is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next'];
const sharedDir = path.resolve(import.meta.dirname, '../../shared');

// Shared under a library's name, built from a thin module of ours: only the exports the apps use, so the rest of
// the package is left out of the shared chunk (a shared module keeps every export it has).
const THIN = {
  'react-router-dom': path.join(sharedDir, 'src/routing/react-router-dom.ts'),
};

/**
 * Every share is lazy: a remote uses the shell's copies (registered first, loaded-first) and downloads its own only
 * when the shell has none. The shell hands the same table to the runtime itself (host-share-scope.mjs).
 */
export function sharedSingletons(appRequire, appPkg) {
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

  // '@alfie/shared/' with its trailing slash shares every subpath (session, api, i18n, ui...) as one instance.
  const sharedPkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  if (!deps[sharedPkg.name])
    throw new Error(`${appPkg.name} must list ${sharedPkg.name} in its dependencies`);
  const sharedRange = /^[\^~]?\d/.test(deps[sharedPkg.name]) ? deps[sharedPkg.name] : `^${sharedPkg.version}`;
  shared[`${sharedPkg.name}/`] = {
    singleton: true,
    requiredVersion: sharedRange,
    version: sharedPkg.version,
  };
  return shared;
}
