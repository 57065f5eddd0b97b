import { fakeJwt } from '@alfie/shared/testing/jwt';
import { pageToPreload } from './route-preload.ts';

const valid = fakeJwt(3600);
const page = (pathname: string, token: string | null, role: string | null) => {
  const route = pageToPreload(pathname, { token, role });
  return route && `${route.remote}/${route.module}`;
};

it('is the remote page of the address, for a session that may see it', () => {
  expect(page('/richieste', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/pricing', valid, 'operator-admin')).toBe('mfe_pricing/PricingPage');
  expect(page('/landing-richiesta', valid, 'customer')).toBe('mfe_customer/NewRequestPage');
});

it('matches the path as the router does: any case, with or without a trailing slash', () => {
  expect(page('/Richieste/', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/NUOVI-pa', valid, 'operator-recruiter')).toBe('mfe_recruiting/ApplicantsPage');
});

it("is the role's landing at /, where the home route sends a valid session", () => {
  expect(page('/', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/', valid, 'customer')).toBe('mfe_customer/NewRequestPage');
});

it('is nothing where the guard would send the visitor away or the page is not a remote one', () => {
  expect(page('/richieste', null, null)).toBeUndefined();
  expect(page('/', null, null)).toBeUndefined();
  expect(page('/richieste', fakeJwt(-60), 'operator-user')).toBeUndefined();
  expect(page('/richieste', valid, 'customer')).toBeUndefined();
  expect(page('/richieste', valid, 'someone')).toBeUndefined();
  expect(page('/richieste', fakeJwt(3600, Date.now(), { tfa: 'enrol' }), 'operator-user')).toBeUndefined();
  expect(page('/signup', valid, 'operator-user')).toBeUndefined();
  expect(page('/no-such-page', valid, 'operator-user')).toBeUndefined();
});
