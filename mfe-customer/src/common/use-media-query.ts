// Whether a CSS media query matches now, following its changes. Without matchMedia (a server or an old engine) the
// answer is false: the wide layout is the one that works everywhere.
import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the width under which a list of reservations reads as cards instead of a table. */
export const PHONE_QUERY = '(max-width: 40rem)';

const mediaOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaOf(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => mediaOf(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => false);
}
