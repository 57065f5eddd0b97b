// The 'requests' namespace in English: the timeline, closeout and dispatch strings, then the remote's own.
import { closeoutEn } from './closeout-strings-en.ts';
import { dispatchEn } from './dispatch-strings-en.ts';
import { en } from './strings-en.ts';
import { timelineEn } from './timeline-strings-en.ts';

export const strings = { ...timelineEn, ...closeoutEn, ...dispatchEn, ...en };
