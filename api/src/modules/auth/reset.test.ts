// Password recovery: the mail leaves through a real SMTP server, its link sets the password exactly once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, DEMO_PASSWORD } from '../../test/build.ts';
import { startSmtp } from '../../test/smtp.ts';
import { mailOutbox, passwordResetTokens } from '../../db/schema.ts';

/** The text part's link, undoing quoted-printable soft breaks. */
function linkIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /http:\/\/app\.test\/reset-password\?token=([\w-]+)/.exec(unfolded);
  assert.ok(m, 'the mail carries the reset link');
  return m[1]!;
}

test('a reset mail leaves through SMTP and its link sets the password exactly once', async (t) => {
  const smtp = await startSmtp();
  const h = await build({ env: { SMTP_URL: smtp.url } });
  t.after(async () => {
    await h.close();
    await smtp.close();
  });
  const ask = await h.app.inject({
    url: '/Auth/generateresetpasswordtoken?username=Customer@example.com&role=customer',
  });
  assert.equal(ask.statusCode, 200);
  assert.equal(ask.json(), true);
  const [stored] = await h.db.select().from(passwordResetTokens);
  assert.ok(
    stored &&
      stored.expiresAt.getTime() - Date.now() > 3_500_000 &&
      stored.expiresAt.getTime() - Date.now() <= 3_600_000,
  );

  assert.deepEqual(await h.mail.deliverDue(), { sent: 1, failed: 0 });
  assert.equal(smtp.received.length, 1);
  const mail = smtp.received[0]!;
  assert.deepEqual(mail.to, ['customer@example.com']);
  assert.match(mail.raw, /Subject: Reimposta la tua password Alfie/, 'Italian, the account’s language');
  assert.match(mail.raw, /Content-Type: text\/plain/);
  assert.match(mail.raw, /Content-Type: text\/html/);
  assert.match(mail.raw, /Message-ID: <outbox-\d+\.\d+@example\.com>/i);
  const token = linkIn(mail.raw);
  assert.notEqual(stored!.tokenHash, token, 'only a hash of the token is stored');
  assert.deepEqual(await h.mail.deliverDue(), { sent: 0, failed: 0 }, 'a sent row is never sent again');

  const reset = (password: string) =>
    h.app.inject({ method: 'POST', url: '/Auth/resetpassword', payload: { token, password } });
  const weak = await reset('weak');
  assert.equal(weak.statusCode, 400);
  assert.equal(weak.json().fields.password, 'INVALID.PASSWORD');
  assert.equal((await reset('Nuova-Password-1')).statusCode, 200);
  const again = await reset('Altra-Password-2');
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'AUTH.TOKEN.INVALID');

  const login = (password: string) =>
    h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      payload: { username: 'customer@example.com', password },
    });
  assert.equal((await login('Nuova-Password-1')).statusCode, 200);
  assert.equal((await login(DEMO_PASSWORD)).statusCode, 401);
  assert.equal((await login('Altra-Password-2')).statusCode, 401);
});

test('without a role the address is mailed whether it is a customer or an operator, and the answer is the same', async (t) => {
  const h = await build();
  t.after(() => h.close());
  for (const username of ['operator@example.com', 'customer@example.com', 'nobody@example.com']) {
    const res = await h.app.inject({ url: `/Auth/generateresetpasswordtoken?username=${username}` });
    assert.equal(res.statusCode, 200, username);
    assert.equal(res.body, 'true', username);
  }
  const queued = await h.db.select().from(mailOutbox);
  assert.deepEqual(queued.map((m) => [m.toAddress, m.template]).sort(), [
    ['customer@example.com', 'password-reset'],
    ['operator@example.com', 'password-reset'],
  ]);
});

test('the answer never reveals whether an account exists; role must match; expired tokens fail', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const ask = (q: string) => h.app.inject({ url: `/auth/generateresetpasswordtoken?${q}` });
  for (const q of [
    'username=nobody@example.com&role=customer',
    'username=admin@example.com&role=customer',
    'username=admin@example.com&role=operator',
  ]) {
    const res = await ask(q);
    assert.equal(res.statusCode, 200, q);
    assert.equal(res.body, 'true', q);
  }
  const queued = await h.db.select().from(mailOutbox);
  assert.deepEqual(
    queued.map((m) => [m.toAddress, m.template]),
    [['admin@example.com', 'password-reset']],
    'only the operator asking as operator',
  );
  assert.equal((await ask('role=customer')).statusCode, 400);

  await h.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
  const { sent } = await h.mail.deliverDue();
  assert.equal(sent, 1);
  const eml = await import('node:fs/promises').then((fs) => fs.readdir(`${h.dataDir}/mail`));
  assert.equal(eml.length, 1, 'without SMTP_URL the message is written as an .eml file');
  const raw = await import('node:fs/promises').then((fs) =>
    fs.readFile(`${h.dataDir}/mail/${eml[0]}`, 'utf8'),
  );
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token: linkIn(raw), password: 'Nuova-Password-1' },
  });
  assert.equal(res.statusCode, 400, 'an expired link does not work');
  const unknown = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token: 'made-up', password: 'Nuova-Password-1' },
  });
  assert.equal(unknown.json().code, 'AUTH.TOKEN.INVALID');
  const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'admin@example.com'));
  assert.equal(row!.status, 'sent');
});
