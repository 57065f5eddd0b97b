// A page's first calls as its remote declares them (federatedApp's `firstCalls`, mf-manifest.json's
// metaData.exposeCalls): the shell's main.js fills them in and sends them before the page's code is here, and the
// page's own first calls must ask the very same addresses (each remote's first-calls test holds that).
import { HOUR_MS } from './constants.ts';

/** What the shell knows when it opens a page: the language shown, the route's props and the clock. */
export interface FirstCallValues {
  language: string;
  props?: Record<string, unknown>;
  now: number;
}

/** A value as URLSearchParams writes it, which is how the API client writes its query strings. */
const queryValue = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/**
 * The call with each `{name}` in it filled: `{language}`, a string or number prop of the route (`{type}`),
 * `{hour}` (the current hour's start, ISO) or `{hour+N}` (N hours after it); null when it names anything else, so
 * that a call the shell cannot write as the page will is not sent.
 */
export function fillFirstCall(call: string, { language, props = {}, now }: FirstCallValues): string | null {
  let unknown = false;
  const filled = call.replace(/\{([A-Za-z]+)(?:\+(\d+))?\}/g, (_, name: string, hours?: string) => {
    if (name === 'hour') {
      const hour = Math.floor(now / HOUR_MS) * HOUR_MS + Number(hours ?? 0) * HOUR_MS;
      return queryValue(new Date(hour).toISOString());
    }
    const value = name === 'language' ? language : props[name];
    if (hours !== undefined || (typeof value !== 'string' && typeof value !== 'number')) {
      unknown = true;
      return '';
    }
    return queryValue(String(value));
  });
  return unknown ? null : filled;
}
