// The common namespace in the three locales (checks and tests; the page loads one locale at a time, see i18n.ts).
import type { Locale } from '../contracts/constants.ts';
import commonEn from './locales/common-ns-en.ts';
import commonFr from './locales/common-ns-fr.ts';
import commonIt from './locales/common-ns-it.ts';

export type Resources = Record<Locale, Record<string, unknown>>;

export const commonResources: Record<Locale, Record<string, string>> = {
  it: commonIt,
  en: commonEn,
  fr: commonFr,
};
