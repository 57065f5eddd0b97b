// Test helper: the API client's axios instance (shared/src/api/http.ts, a chunk the client loads at its first call),
// for a test that gives it another adapter. Importing it here loads it, interceptors included.
// The instance is no subpath of its own (a remote must take the shell's through @alfie/shared/api); tests, never
// bundled into a remote, reach it by its file.
/* eslint-disable no-restricted-imports */
export { http, networkAdapter, scriptedAdapter, settle } from '../api/http.ts';
export type { Script, ScriptedAnswer, ScriptedRequest } from '../api/http.ts';
