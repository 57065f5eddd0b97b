// The shell's strings in each language, read from @alfie/shared's locale files so journeys follow the wording.
import { commonEn } from '../../shared/src/i18n/locales/common-en.ts';
import { commonFr } from '../../shared/src/i18n/locales/common-fr.ts';
import { commonIt } from '../../shared/src/i18n/locales/common-it.ts';

export const STRINGS = { it: commonIt, en: commonEn, fr: commonFr } as const;
export type Locale = keyof typeof STRINGS;
export const it = commonIt;
