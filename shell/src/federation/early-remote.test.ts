// Which remote page an address opens on, decided before the first render as the routes and their guard would.
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { earlyRemoteOf } from './early-remote.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const session = (role: string | null, token: string | null = fakeJwt(3600, NOW)) => ({ token, role });

test('a guarded page the role may see: its remote and module, whatever the case or a trailing slash', () => {
  expect(earlyRemoteOf('/richieste', session('operator-user'), NOW)).toEqual({
    remote: 'mfe_requests',
    module: 'RequestsPage',
  });
  expect(earlyRemoteOf('/Richieste/', session('operator-user'), NOW)).toEqual({
    remote: 'mfe_requests',
    module: 'RequestsPage',
  });
  expect(earlyRemoteOf('/landing-richiesta', session('customer'), NOW)?.remote).toBe('mfe_customer');
});

test("/ of a signed-in session is its home's page; of a visitor, nothing (the login is the shell's)", () => {
  expect(earlyRemoteOf('/', session('customer'), NOW)?.remote).toBe('mfe_customer');
  expect(earlyRemoteOf('/', session('operator-user'), NOW)).toEqual({
    remote: 'mfe_requests',
    module: 'RequestsPage',
  });
  expect(earlyRemoteOf('/', session(null, null), NOW)).toBeNull();
});

test('nothing when the guard would send the session elsewhere', () => {
  // expired, another role's area, enrolment pending, a public or unknown page
  expect(earlyRemoteOf('/richieste', session('operator-user', fakeJwt(-60, NOW)), NOW)).toBeNull();
  expect(earlyRemoteOf('/richieste', session('customer'), NOW)).toBeNull();
  expect(
    earlyRemoteOf('/richieste', session('operator-user', fakeJwt(3600, NOW, { tfa: 'enrol' })), NOW),
  ).toBeNull();
  expect(earlyRemoteOf('/signup', session('operator-user'), NOW)).toBeNull();
  expect(earlyRemoteOf('/nowhere', session('operator-user'), NOW)).toBeNull();
});
