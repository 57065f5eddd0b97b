// The two-factor policy: operator-admin alone reads and sets it; a required role without two-factor is told to enrol.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { build } from '../../test/build.ts';
import { authenticate, call, challengeFor, enrol } from '../../test/two-factor.ts';

const ADMIN = 'admin@example.com';

test('only operator-admin reads and sets the policy; every role starts not required', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login(ADMIN);
  const res = await call(h, admin, 'GET', '/operator/alfie/two-factor-policy');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), {
    roles: [
      { role: 'operator-user', required: false },
      { role: 'operator-recruiter', required: false },
      { role: 'operator-admin', required: false },
      { role: 'operator', required: false },
    ],
  });
  for (const email of ['operator@example.com', 'backoffice@example.com', 'customer@example.com']) {
    const token = await h.login(email);
    assert.equal((await call(h, token, 'GET', '/operator/alfie/two-factor-policy')).statusCode, 403, email);
    const set = await call(h, token, 'POST', '/operator/alfie/two-factor-policy', {
      role: 'operator-admin',
      required: false,
    });
    assert.equal(set.statusCode, 403, email);
  }
  assert.equal(
    (await call(h, admin, 'POST', '/operator/alfie/two-factor-policy', { role: 'customer', required: true }))
      .statusCode,
    400,
  );
  assert.equal(
    (
      await call(h, admin, 'POST', '/operator/alfie/two-factor-policy', {
        role: 'operator-admin',
        required: 'yes',
      })
    ).statusCode,
    400,
  );
});

test('required for operator-admin: an admin without two-factor still signs in and is told to enrol; others are not', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login(ADMIN);
  const set = await call(h, admin, 'POST', '/operator/alfie/two-factor-policy', {
    role: 'operator-admin',
    required: true,
  });
  assert.equal(set.statusCode, 200);
  assert.equal(set.json().roles.find((r: { role: string }) => r.role === 'operator-admin').required, true);
  const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'two-factor-policy'));
  assert.deepEqual(
    [entry?.entityId, entry?.before, entry?.after],
    ['operator-admin', { required: false }, { required: true }],
  );

  const login = await authenticate(h, ADMIN);
  assert.equal(login.statusCode, 200);
  assert.ok(login.json().account.token);
  assert.equal(login.json().twoFactorEnrolmentRequired, true);
  const token = login.json().account.token as string;
  assert.equal((await call(h, token, 'GET', '/Auth/two-factor/status')).json().required, true);
  for (const email of ['operator@example.com', 'backoffice@example.com', 'customer@example.com'])
    assert.equal((await authenticate(h, email)).json().twoFactorEnrolmentRequired, undefined, email);

  // Once enrolled, the admin gets the second step instead.
  const enrolled = await enrol(h, token);
  await challengeFor(h, ADMIN);
  // Switched off again (by the admin, enrolled now): nobody is told to enrol.
  const off = await call(h, enrolled.token, 'POST', '/operator/alfie/two-factor-policy', {
    role: 'operator-admin',
    required: false,
  });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal((await call(h, enrolled.token, 'GET', '/Auth/two-factor/status')).json().required, false);
});
