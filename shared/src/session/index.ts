// Entry of @alfie/shared/session: the one session store of the page and the token expiry check.
export { useSession, SESSION_STORAGE_KEY } from './session-store.ts';
export type { SessionState, SessionUser, LoginResult } from './session-store.ts';
export { isTokenValid } from './token.ts';
export { localeFromLogin } from './server-locale.ts';
export { setServerLogout } from './server-logout.ts';
