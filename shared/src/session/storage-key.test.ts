import { SESSION_STORAGE_KEY, storedCredentials } from './storage-key.ts';

const storage = (stored: string | null) => ({
  getItem: (key: string) => (key === SESSION_STORAGE_KEY ? stored : null),
});

it('is the token, role and locale the session store persisted', () => {
  const stored = JSON.stringify({
    state: { token: 'a.b.c', role: 'operator-user', locale: 'en' },
    version: 0,
  });
  expect(storedCredentials(storage(stored))).toEqual({ token: 'a.b.c', role: 'operator-user', locale: 'en' });
});

it('is no session without one, with broken or foreign data, or with storage blocked', () => {
  const none = { token: null, role: null, locale: null };
  expect(storedCredentials(storage(null))).toEqual(none);
  expect(storedCredentials(null)).toEqual(none);
  expect(storedCredentials(storage('{not json'))).toEqual(none);
  expect(
    storedCredentials(storage(JSON.stringify({ state: { token: 42, role: ['admin'], locale: 7 } }))),
  ).toEqual(none);
  const blocked = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  expect(storedCredentials(blocked)).toEqual(none);
});
