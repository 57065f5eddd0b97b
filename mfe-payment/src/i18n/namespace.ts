// Adds this remote's strings to the shared i18next instance as namespace 'payment' when the remote loads. All three
// languages at once, unlike the other remotes: the page is opened alone in the app's web view in any of them, and a
// few short strings cost less than a second request.
import { addNamespace } from '@alfie/shared/i18n';
import { strings } from './strings.ts';

export const NAMESPACE = 'payment';

addNamespace(NAMESPACE, strings);
