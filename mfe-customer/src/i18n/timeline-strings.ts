// Strings of the customer's request timeline in the three languages (the journeys read them here).
import { timelineEn } from './timeline-strings-en.ts';
import { timelineFr } from './timeline-strings-fr.ts';
import { timelineIt } from './timeline-strings-it.ts';

export const timelineStrings = { it: timelineIt, en: timelineEn, fr: timelineFr };
