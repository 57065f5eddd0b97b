import { isEnrolmentPending, isTokenValid } from './token.ts';
import { fakeJwt } from '../testing/jwt.ts';

describe('isTokenValid', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('accepts a token whose exp (seconds) is in the future', () => {
    expect(isTokenValid(fakeJwt(60, now), now)).toBe(true);
  });

  it('refuses a token whose exp is in the past', () => {
    expect(isTokenValid(fakeJwt(-1, now), now)).toBe(false);
  });

  it('reads exp as seconds, not milliseconds', () => {
    // An exp of one hour ago in seconds is a huge number of ms ago; the old ms comparison would call it valid.
    const expiredHourAgo = fakeJwt(-3600, now);
    expect(isTokenValid(expiredHourAgo, now)).toBe(false);
  });

  it('refuses missing, malformed and exp-less tokens', () => {
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid('true', now)).toBe(false);
    expect(isTokenValid(fakeJwt(60, now, { exp: undefined }), now)).toBe(false);
  });
});

describe('isEnrolmentPending', () => {
  it("is true only for a token issued with tfa: 'enrol'", () => {
    expect(isEnrolmentPending(fakeJwt(60, Date.now(), { tfa: 'enrol' }))).toBe(true);
    expect(isEnrolmentPending(fakeJwt(60))).toBe(false);
    expect(isEnrolmentPending(fakeJwt(60, Date.now(), { tfa: 'other' }))).toBe(false);
    expect(isEnrolmentPending(null)).toBe(false);
    expect(isEnrolmentPending('garbage')).toBe(false);
  });
});
