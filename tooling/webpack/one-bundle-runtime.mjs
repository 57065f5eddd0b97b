// Stands in for @module-federation/enhanced/runtime in the one-bundle comparison build (one-bundle.mjs): the
// remotes' pages are compiled into the shell, so loading one is a dynamic import of its chunk.
import pages from 'virtual:alfie-one-bundle-pages';

export function loadRemote(id) {
  const load = pages[id];
  return load ? load() : Promise.reject(new Error(`${id} is not an exposed page`));
}

// Nothing to start: there are no remote containers in this build.
export function init() {}
