// The session store: token, user, role, profileData and locale, persisted in the browser under one key.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, toLocale } from '../contracts/constants.ts';
import type { Locale } from '../contracts/constants.ts';
import { isRole } from '../contracts/roles.ts';
import type { Role } from '../contracts/roles.ts';
import type { LoginResponse } from '../contracts/schemas/answers.ts';
import { goTo, reloadPage } from './navigation.ts';
import { clearOfflineCopies } from './offline-copies.ts';
import { localeFromLogin } from './server-locale.ts';
import { endServerSession } from './server-logout.ts';
import { SESSION_STORAGE_KEY } from './storage-key.ts';

export { SESSION_STORAGE_KEY };

export interface SessionUser {
  email: string;
  company: string | null;
  id: number;
}

export type LoginResult = { ok: true; role: Role } | { ok: false; error: 'AUTH.WRONG.USER.TYPE' };

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  role: Role | null;
  profileData: LoginResponse | null;
  locale: Locale;
  /** Stores the authenticate answer; an unknown role clears the session and fails with 'wrong user type'. */
  login: (response: LoginResponse, enteredEmail?: string) => LoginResult;
  /**
   * The server replaced this session's token (two-factor turned on or off ends every earlier token of the account):
   * the session goes on with the new one; user, role and locale stay.
   */
  replaceToken: (token: string) => void;
  /** Clears token and user, then reloads the page (or goes to `redirectTo`). */
  logout: (options?: { redirectTo?: string }) => void;
  setLocale: (locale: Locale) => void;
}

const signedOut = { token: null, user: null, role: null, profileData: null };

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      locale: DEFAULT_LOCALE,
      login: (response, enteredEmail) => {
        const role = String(response.account?.role ?? '').toLowerCase();
        if (!isRole(role) || !response.account?.token) {
          set(signedOut);
          return { ok: false, error: 'AUTH.WRONG.USER.TYPE' };
        }
        // Another role on this phone finds nothing a PA kept for offline use, nor the PA app's worker.
        if (role !== 'personal-assistant') clearOfflineCopies();
        set({
          token: response.account.token,
          role,
          user: {
            email: response.email ?? response.account.username ?? enteredEmail ?? '',
            company: response.company ?? null,
            id: response.currentUserId,
          },
          profileData: response,
          locale: localeFromLogin(response),
        });
        return { ok: true, role };
      },
      replaceToken: (token) => {
        const { profileData } = get();
        set({
          token,
          profileData: profileData && { ...profileData, account: { ...profileData.account, token } },
        });
      },
      logout: (options) => {
        const { token } = get();
        if (token) endServerSession(token);
        clearOfflineCopies();
        set(signedOut);
        if (options?.redirectTo) goTo(options.redirectTo);
        else reloadPage();
      },
      setLocale: (locale) => set({ locale: toLocale(locale) }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ token, user, role, profileData, locale }) => ({
        token,
        user,
        role,
        profileData,
        locale,
      }),
    },
  ),
);
