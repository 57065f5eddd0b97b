// The 'requests' namespace in French: the timeline, closeout and dispatch strings, then the remote's own.
import { closeoutFr } from './closeout-strings-fr.ts';
import { dispatchFr } from './dispatch-strings-fr.ts';
import { fr } from './strings-fr.ts';
import { timelineFr } from './timeline-strings-fr.ts';

export const strings = { ...timelineFr, ...closeoutFr, ...dispatchFr, ...fr };
