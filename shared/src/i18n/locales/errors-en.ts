// Error and validation messages in English: the contracts' texts (docs/product.md §5, §8).
import { ERROR_MESSAGES } from '../../contracts/error-keys.ts';
import type { ErrorKey } from '../../contracts/error-keys.ts';

export const errorsEn: Record<ErrorKey, string> = { ...ERROR_MESSAGES };
