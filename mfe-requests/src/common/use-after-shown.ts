// What a screen asks for only once its first content is on screen (the city filter's choices, the live stream):
// over a phone's connection those calls would share it with the answers the first screen waits for (docs/performance.md).
import { useEffect, useState } from 'react';

/** How long after the first content is shown; tests set it to 0. */
export const AFTER_SHOWN = { ms: 1000 };

/** False until `shown` has been true for AFTER_SHOWN.ms; true from then on, whatever `shown` becomes. */
export function useAfterShown(shown: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!shown || after) return undefined;
    const id = setTimeout(() => setAfter(true), AFTER_SHOWN.ms);
    return () => clearTimeout(id);
  }, [shown, after]);
  return after;
}
