// The shell's strings in each language, read from @alfie/shared's locale files so journeys follow the wording.
import { commonEn } from '@alfie/shared/i18n/locales/common-en';
import { commonFr } from '@alfie/shared/i18n/locales/common-fr';
import { commonIt } from '@alfie/shared/i18n/locales/common-it';

export const STRINGS = { it: commonIt, en: commonEn, fr: commonFr } as const;
export type Locale = keyof typeof STRINGS;
export const it = commonIt;
