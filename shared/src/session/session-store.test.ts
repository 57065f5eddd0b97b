import type { LoginResponse } from '../contracts/schemas/answers.ts';
import { SESSION_STORAGE_KEY, useSession } from './session-store.ts';
import { goTo, reloadPage } from './navigation.ts';
import { offlineCopyKey } from './offline-copies.ts';
import { setServerLogout } from './server-logout.ts';
import { storedCredentials } from './storage-key.ts';

jest.mock('./navigation.ts', () => ({ reloadPage: jest.fn(), goTo: jest.fn() }));

function answer(role: string, language = 'en'): LoginResponse {
  return {
    account: {
      token: 'jwt-token',
      role: role as LoginResponse['account']['role'],
      accountType: 'Operator',
      id: 7,
      username: 'op@example.com',
    },
    currentUserId: 42,
    languages: [{ language: language as 'en' }],
    company: 'ACME',
  };
}

beforeEach(() => {
  useSession.setState({ token: null, user: null, role: null, profileData: null, locale: 'it' });
  jest.clearAllMocks();
});

describe('session store', () => {
  it('stores token, user, lowercase role, profile data and locale from the login answer', () => {
    const result = useSession.getState().login(answer('Operator-Admin'));
    expect(result).toEqual({ ok: true, role: 'operator-admin' });
    const s = useSession.getState();
    expect(s.token).toBe('jwt-token');
    expect(s.role).toBe('operator-admin');
    expect(s.user).toEqual({ email: 'op@example.com', company: 'ACME', id: 42 });
    expect(s.profileData?.currentUserId).toBe(42);
    expect(s.locale).toBe('en');
  });

  it('persists under one local key', () => {
    useSession.getState().login(answer('customer'));
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ token: 'jwt-token', role: 'customer', locale: 'en' });
  });

  it("is read back without the store by storedCredentials (the shell's main.js)", () => {
    useSession.getState().login(answer('Operator-User'));
    expect(storedCredentials(window.localStorage)).toEqual({
      token: 'jwt-token',
      role: 'operator-user',
      locale: 'en',
    });
  });

  it('keeps a server language of fr in French (the old fr-to-it mapping is gone)', () => {
    useSession.setState({ locale: 'it' });
    useSession.getState().login(answer('customer', 'fr'));
    expect(useSession.getState().locale).toBe('fr');
    useSession.getState().login(answer('customer', 'FR'));
    expect(useSession.getState().locale).toBe('fr');
  });

  it('defaults the locale to it when the answer has no language', () => {
    useSession.setState({ locale: 'en' });
    useSession.getState().login({ ...answer('customer'), languages: [] });
    expect(useSession.getState().locale).toBe('it');
  });

  it('refuses an unknown role and clears token, user and role', () => {
    useSession.setState({ token: 'old', role: 'customer', user: { email: 'a', company: null, id: 1 } });
    const result = useSession.getState().login(answer('pa'));
    expect(result).toEqual({ ok: false, error: 'AUTH.WRONG.USER.TYPE' });
    expect(useSession.getState()).toMatchObject({ token: null, user: null, role: null });
  });

  it('replaceToken keeps the session (user, role, locale) under the new token, in memory and stored', () => {
    useSession.getState().login(answer('operator-user'));
    useSession.getState().replaceToken('renewed-token');
    const s = useSession.getState();
    expect(s).toMatchObject({ token: 'renewed-token', role: 'operator-user', locale: 'en' });
    expect(s.user).toEqual({ email: 'op@example.com', company: 'ACME', id: 42 });
    expect(s.profileData?.account.token).toBe('renewed-token');
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state.token).toBe('renewed-token');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('logout clears token and user and reloads the page', () => {
    useSession.getState().login(answer('customer'));
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, role: null, profileData: null });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(goTo).not.toHaveBeenCalled();
  });

  it("logout drops the account's offline copies and no other stored value", () => {
    useSession.getState().login(answer('personal-assistant'));
    window.localStorage.setItem(offlineCopyKey('pa-assignments', 42), '{"items":[]}');
    window.localStorage.setItem('unrelated', 'kept');
    useSession.getState().logout();
    expect(window.localStorage.getItem(offlineCopyKey('pa-assignments', 42))).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('logout can go to a path instead of reloading', () => {
    useSession.getState().logout({ redirectTo: '/' });
    expect(goTo).toHaveBeenCalledWith('/');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the locale across logout', () => {
    useSession.getState().setLocale('fr');
    useSession.getState().logout();
    expect(useSession.getState().locale).toBe('fr');
  });

  it('logout asks the server to end the token, and still signs out when that throws', () => {
    const ended: string[] = [];
    setServerLogout((token) => {
      ended.push(token);
      throw new Error('offline');
    });
    useSession.getState().login(answer('customer'));
    useSession.getState().logout();
    setServerLogout(null);
    expect(ended).toEqual(['jwt-token']);
    expect(useSession.getState().token).toBeNull();
  });
});
