import { localeKeyProblems } from '@alfie/shared/i18n';
import { strings } from './strings.ts';

it('has the same non-empty keys in it, en and fr', () => {
  expect(localeKeyProblems(strings)).toEqual([]);
});
