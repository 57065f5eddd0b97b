// Strings of mfe-customer, in the three languages of the product; registered as i18next namespace 'customer'.
import { en } from './strings-en.ts';
import { fr } from './strings-fr.ts';
import { it } from './strings-it.ts';
import { timelineStrings } from './timeline-strings.ts';

export const strings = {
  it: { ...it, ...timelineStrings.it },
  en: { ...en, ...timelineStrings.en },
  fr: { ...fr, ...timelineStrings.fr },
};
