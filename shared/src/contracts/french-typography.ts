// French typography for every text a person reads in French: a no-break space (U+202F, or U+00A0) goes before
// ':' ';' '?' '!', so the mark never starts a line. Times and links ('10:30', 'https:') have no space by nature.
const PLAIN_SPACE_BEFORE = / [:;?!]/;
const NO_SPACE_BEFORE = /[\p{L})}»’][:;?!](?=\s|$)/u;

/** The faults of one French text: each mark preceded by a plain space or by no space, with its context. */
export function frenchPunctuationFaults(text: string): string[] {
  const faults: string[] = [];
  for (const rule of [PLAIN_SPACE_BEFORE, NO_SPACE_BEFORE]) {
    const global = new RegExp(rule.source, `${rule.flags}g`);
    for (const match of text.matchAll(global))
      faults.push(text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 4));
  }
  return faults;
}

/** Every string inside a (nested) object of translations, with its key path. */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}
