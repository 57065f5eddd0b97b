// The localStorage key of the persisted session, alone in its file: the shell's prerender gate (a tiny blocking
// script) reads it without bundling the session store.
export const SESSION_STORAGE_KEY = 'alfie-session';
