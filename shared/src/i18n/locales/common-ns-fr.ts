// The common namespace in fr: shell strings, two-factor strings and every error key of the contracts.
import { commonFr } from './common-fr.ts';
import { errorsFr } from './errors-fr.ts';
import { twoFactorFr } from './two-factor-fr.ts';

const common: Record<string, string> = { ...commonFr, ...twoFactorFr, ...errorsFr };
export default common;
