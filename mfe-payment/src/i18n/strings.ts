// Strings of mfe-payment, in the three languages of the product (registered as i18next namespace 'payment' by
// namespace.ts); the tests read all three here.
import { en } from './strings-en.ts';
import { fr } from './strings-fr.ts';
import { it } from './strings-it.ts';

export const strings = { it, en, fr };
