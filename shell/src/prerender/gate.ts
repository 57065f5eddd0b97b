// The prerendered pages' blocking script (in <head>, before the first paint): marks <html> when the prerendered
// signed-out Italian page is not what this browser will show, so app.css keeps it hidden until the app renders.
import { PRERENDER_OFF_ATTRIBUTE, prerenderFits } from './prerender-fits.ts';

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  storage = null;
}
if (!prerenderFits(storage)) document.documentElement.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');
