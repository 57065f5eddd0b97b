// False while React hydrates the HTML prerendered at build time (and on the server), true once the page is
// interactive: the prerendered forms are inert until then, so nothing typed or submitted before is lost.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
