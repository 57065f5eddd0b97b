// The building blocks: TOTP of RFC 6238 with one step of drift, the secret box, recovery codes, the login challenge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signToken } from '../../auth/tokens.ts';
import { CHALLENGE_TTL_SECONDS, signChallenge, verifyChallenge } from './challenge.ts';
import { deriveKey } from './keys.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';
import { totpAt } from '../../test/totp.ts';
import { matchingStep, newSecret, otpauthUri } from './totp.ts';

const SERVER_SECRET = new TextEncoder().encode('x'.repeat(48));

test('the test generator gives the SHA-1 vectors of RFC 6238 appendix B', () => {
  const key = Buffer.from('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) assert.equal(totpAt(key, seconds * 1000, 8), code);
});

test('a code of the current step or one step either side matches, two steps away does not', () => {
  const secret = newSecret();
  assert.match(secret, /^[A-Z2-7]{32}$/, '160 bits in base32');
  const now = 1_800_000_015_000;
  const step = Math.floor(now / 30_000);
  assert.equal(matchingStep(secret, totpAt(secret, now), now), step);
  assert.equal(matchingStep(secret, totpAt(secret, now - 30_000), now), step - 1);
  assert.equal(matchingStep(secret, totpAt(secret, now + 30_000), now), step + 1);
  for (const far of [now - 60_000, now + 60_000]) {
    const code = totpAt(secret, far);
    // A far code may equal a near one by chance (1 in 10^6); only then is a match right.
    const near = [-30_000, 0, 30_000].some((d) => totpAt(secret, now + d) === code);
    if (!near) assert.equal(matchingStep(secret, code, now), null);
  }
  assert.equal(matchingStep(newSecret(), totpAt(secret, now), now) === step, false);
});

test('the otpauth URI names Alfie and the account and carries the secret with SHA-1, 6 digits, 30 s', () => {
  const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'ops@example.com'));
  assert.equal(uri.protocol, 'otpauth:');
  assert.equal(uri.host, 'totp');
  assert.equal(decodeURIComponent(uri.pathname), '/Alfie:ops@example.com');
  assert.equal(uri.searchParams.get('secret'), 'JBSWY3DPEHPK3PXP');
  assert.equal(uri.searchParams.get('issuer'), 'Alfie');
  assert.equal(uri.searchParams.get('algorithm'), 'SHA1');
  assert.equal(uri.searchParams.get('digits'), '6');
  assert.equal(uri.searchParams.get('period'), '30');
});

test('the secret box opens with its key only and refuses a changed box', () => {
  const key = deriveKey(SERVER_SECRET, 'secret-box');
  const box = seal('JBSWY3DPEHPK3PXP', key);
  assert.ok(!box.includes('JBSWY3DPEHPK3PXP'));
  assert.notEqual(seal('JBSWY3DPEHPK3PXP', key), box, 'a fresh IV each time');
  assert.equal(open(box, key), 'JBSWY3DPEHPK3PXP');
  assert.equal(open(box, deriveKey(new TextEncoder().encode('y'.repeat(48)), 'secret-box')), null);
  const parts = box.split('.');
  parts[3] = Buffer.from('ZZZZZZZZZZZZZZZZ').toString('base64url');
  assert.equal(open(parts.join('.'), key), null);
  assert.equal(open('garbage', key), null);
});

test('ten recovery codes of 80 bits, all different; the hash ignores case, spaces and dashes', () => {
  const codes = newRecoveryCodes();
  assert.equal(codes.length, 10);
  assert.equal(new Set(codes).size, 10);
  for (const c of codes) assert.match(c, /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  const c = codes[0]!;
  assert.equal(hashRecoveryCode(c.toUpperCase().replace(/-/g, ' ')), hashRecoveryCode(c));
  assert.notEqual(hashRecoveryCode(codes[1]!), hashRecoveryCode(c));
});

test('a challenge is valid 5 minutes under its own key; a session token is no challenge', async () => {
  const now = Date.now();
  const challenge = await signChallenge({ accountId: 7, tokenVersion: 2 }, SERVER_SECRET, now);
  assert.deepEqual(await verifyChallenge(challenge, SERVER_SECRET, now), { accountId: 7, tokenVersion: 2 });
  assert.equal(
    await verifyChallenge(challenge, SERVER_SECRET, now + (CHALLENGE_TTL_SECONDS + 1) * 1000),
    null,
  );
  assert.equal(await verifyChallenge(challenge, new TextEncoder().encode('y'.repeat(48)), now), null);
  const session = await signToken(
    { accountId: 7, role: 'operator-user', tokenVersion: 2 },
    SERVER_SECRET,
    3600,
  );
  assert.equal(await verifyChallenge(session, SERVER_SECRET, now), null);
  assert.equal(await verifyChallenge('not.a.jwt', SERVER_SECRET, now), null);
});
