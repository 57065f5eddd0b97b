// Compares the locales of a namespace: remotes call it in their own tests to prove no translation is missing.
import { LOCALES } from '../contracts/constants.ts';
import type { Resources } from './resources.ts';

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

/** Problems found: keys missing in a locale, or empty texts. An empty list means the locales agree. */
export function localeKeyProblems(resources: Resources): string[] {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(resources[l] ?? {})]));
  const all = new Set(LOCALES.flatMap((l) => Object.keys(flat[l]!)));
  const problems: string[] = [];
  for (const key of [...all].sort()) {
    for (const locale of LOCALES) {
      const text = flat[locale]![key];
      if (text === undefined) problems.push(`${locale}: missing "${key}"`);
      else if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale}: empty "${key}"`);
    }
  }
  return problems;
}
