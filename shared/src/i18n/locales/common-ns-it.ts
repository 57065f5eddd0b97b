// The common namespace in it: shell strings, two-factor strings and every error key of the contracts.
import { commonIt } from './common-it.ts';
import { errorsIt } from './errors-it.ts';
import { twoFactorIt } from './two-factor-it.ts';

const common: Record<string, string> = { ...commonIt, ...twoFactorIt, ...errorsIt };
export default common;
