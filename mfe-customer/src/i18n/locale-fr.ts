// The 'customer' namespace in French: the remote's strings and its request timeline's.
import { fr } from './strings-fr.ts';
import { timelineFr } from './timeline-strings-fr.ts';

export const strings = { ...fr, ...timelineFr };
