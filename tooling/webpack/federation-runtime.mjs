// A remote's own page (its index.html, opened without the shell) has no host to lend it the federation runtime:
// this entry, built without federation, sets the same global the shell sets, before the remote's main.js runs.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
