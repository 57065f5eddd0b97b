// Strings of mfe-pricing, in the three languages of the product (registered as i18next namespace 'pricing' by
// namespace.ts, Italian with the remote's code and English or French when shown); the tests read all three here.
import { en } from './strings-en.ts';
import { fr } from './strings-fr.ts';
import { it } from './strings-it.ts';

export const strings = { it, en, fr };
