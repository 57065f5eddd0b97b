// Strings of mfe-customer, in the three languages of the product (registered as i18next namespace 'customer' by
// namespace.ts, Italian with the remote's code and English or French when shown); the tests read all three here.
import { strings as en } from './locale-en.ts';
import { strings as fr } from './locale-fr.ts';
import { strings as it } from './locale-it.ts';

export const strings = { it, en, fr };
