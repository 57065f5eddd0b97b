// Entry of @alfie/shared/session: the session store, what the client reads of its token, page navigation.
export { useSession, SESSION_STORAGE_KEY } from './session-store.ts';
export type { SessionState, SessionUser, LoginResult } from './session-store.ts';
export { isEnrolmentPending, isTokenValid } from './token.ts';
export { localeFromLogin } from './server-locale.ts';
export { setServerLogout } from './server-logout.ts';
export { goTo } from './navigation.ts';
