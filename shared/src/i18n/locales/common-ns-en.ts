// The common namespace in en: shell strings, two-factor strings and every error key of the contracts.
import { commonEn } from './common-en.ts';
import { errorsEn } from './errors-en.ts';
import { twoFactorEn } from './two-factor-en.ts';

const common: Record<string, string> = { ...commonEn, ...twoFactorEn, ...errorsEn };
export default common;
