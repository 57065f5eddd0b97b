// The 'customer' namespace in Italian: the remote's strings and its request timeline's.
import { it } from './strings-it.ts';
import { timelineIt } from './timeline-strings-it.ts';

export const strings = { ...it, ...timelineIt };
