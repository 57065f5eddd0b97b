// The 'requests' namespace in Italian: the timeline, closeout and dispatch strings, then the remote's own.
import { closeoutIt } from './closeout-strings-it.ts';
import { dispatchIt } from './dispatch-strings-it.ts';
import { it } from './strings-it.ts';
import { timelineIt } from './timeline-strings-it.ts';

export const strings = { ...timelineIt, ...closeoutIt, ...dispatchIt, ...it };
