// Adds this remote's strings to the shared i18next instance as namespace 'users' when the remote loads: Italian
// (the default and the fallback) with the remote's code, English and French fetched when shown (docs/performance.md).
import { addNamespace } from '@alfie/shared/i18n';
import { it } from './strings-it.ts';

export const NAMESPACE = 'users';

addNamespace(NAMESPACE, { it }, (lng) =>
  lng === 'en' ? import('./strings-en.ts').then((m) => m.en) : import('./strings-fr.ts').then((m) => m.fr),
);
