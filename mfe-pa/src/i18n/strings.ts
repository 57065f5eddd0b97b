// Strings of mfe-pa, in the three languages of the product; registered as i18next namespace 'pa'.
import { en } from './strings-en.ts';
import { fr } from './strings-fr.ts';
import { it } from './strings-it.ts';

export const strings = { it, en, fr };
