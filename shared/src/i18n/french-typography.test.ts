// Every French translation file of the repository (shared's and each remote's) follows French typography.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { frenchPunctuationFaults, stringsOf } from '../contracts/french-typography.ts';

const ROOT = path.resolve(__dirname, '../../..');
const frenchFiles = [
  ...readdirSync(path.join(ROOT, 'shared/src/i18n/locales')).map((f) =>
    path.join('shared/src/i18n/locales', f),
  ),
  ...readdirSync(ROOT)
    .filter((d) => d.startsWith('mfe-'))
    .flatMap((d) => readdirSync(path.join(ROOT, d, 'src/i18n')).map((f) => path.join(d, 'src/i18n', f))),
].filter((f) => /-fr\.ts$/.test(f));

it('finds the French files of shared and of every remote', () => {
  expect(frenchFiles.length).toBeGreaterThanOrEqual(12);
  expect(frenchFiles).toContain(path.join('shared/src/i18n/locales', 'common-fr.ts'));
});

it.each(frenchFiles)('%s: a no-break space before : ; ? !', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every file of a folder, found at run time
  const module = require(path.join(ROOT, file)) as Record<string, unknown>;
  const faults = stringsOf(module).flatMap(([key, text]) =>
    frenchPunctuationFaults(text).map((f) => `${key}: «${f}»`),
  );
  expect(faults).toEqual([]);
});

it('the rule: plain or missing spaces are faults, no-break spaces, times and links are not', () => {
  expect(frenchPunctuationFaults('Début : 10:30')).toHaveLength(1);
  expect(frenchPunctuationFaults('Pourquoi? Voilà!')).toHaveLength(2);
  expect(frenchPunctuationFaults('Début\u202f: 10:30, https://alfie.example\u00a0; merci\u202f!')).toEqual(
    [],
  );
});
