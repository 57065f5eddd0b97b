// Adds this remote's strings to the shared i18next instance as namespace 'requests' when the remote loads: Italian
// (the default and the fallback) with the remote's code, English and French fetched when shown (docs/performance.md).
import { addNamespace } from '@alfie/shared/i18n';
import { strings as it } from './locale-it.ts';

export const NAMESPACE = 'requests';

addNamespace(NAMESPACE, { it }, (lng) =>
  (lng === 'en' ? import('./locale-en.ts') : import('./locale-fr.ts')).then((m) => m.strings),
);
