// Adds this remote's strings to the shared i18next instance as namespace 'pa' when the remote loads.
import { addNamespace } from '@alfie/shared/i18n';
import { strings } from './strings.ts';

export const NAMESPACE = 'pa';

addNamespace(NAMESPACE, strings);
