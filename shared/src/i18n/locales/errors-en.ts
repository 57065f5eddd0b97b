// Error and validation messages in English: the contracts' texts (SPEC sections 5 and 8).
import { ERROR_MESSAGES } from '../../contracts/error-keys.ts';
import type { ErrorKey } from '../../contracts/error-keys.ts';

export const errorsEn: Record<ErrorKey, string> = { ...ERROR_MESSAGES };
