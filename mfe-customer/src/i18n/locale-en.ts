// The 'customer' namespace in English: the remote's strings and its request timeline's.
import { en } from './strings-en.ts';
import { timelineEn } from './timeline-strings-en.ts';

export const strings = { ...en, ...timelineEn };
