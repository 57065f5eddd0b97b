// The common namespace in the three locales: shell strings plus every error key of the contracts.
import type { Locale } from '../contracts/constants.ts';
import { commonEn } from './locales/common-en.ts';
import { commonFr } from './locales/common-fr.ts';
import { commonIt } from './locales/common-it.ts';
import { errorsEn } from './locales/errors-en.ts';
import { errorsFr } from './locales/errors-fr.ts';
import { errorsIt } from './locales/errors-it.ts';
import { twoFactorEn } from './locales/two-factor-en.ts';
import { twoFactorFr } from './locales/two-factor-fr.ts';
import { twoFactorIt } from './locales/two-factor-it.ts';

export const COMMON_NS = 'common';

export type Resources = Record<Locale, Record<string, unknown>>;

export const commonResources: Record<Locale, Record<string, string>> = {
  it: { ...commonIt, ...twoFactorIt, ...errorsIt },
  en: { ...commonEn, ...twoFactorEn, ...errorsEn },
  fr: { ...commonFr, ...twoFactorFr, ...errorsFr },
};
