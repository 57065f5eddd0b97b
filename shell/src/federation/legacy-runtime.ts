// The runtime a remote built with @module-federation/enhanced takes from the page (that plugin's externalRuntime,
// as every remote was released before webpack's own container plugin): set before its remoteEntry.js runs, by the
// shell for such a remote only (federation-host.ts). A chunk of its own: 18 KB brotli no other page downloads.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
