// The real API's log (pino JSON on stdout): logins, failed logins, refused authorizations and state changes are
// each logged with the request id, and no password, token or reset link ever appears in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './support/api-process.ts';
import { call, sleep } from './support/http.ts';

test('security events carry the request id and the log holds no secret', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-seclog-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const api = await startApi({ port: 4640, dataDir });
  const secrets: string[] = ['Demo-2026!', 'Wrong-Pass-2026!'];
  const reqIds: Record<string, string> = {};
  try {
    const failed = await call(api.url, 'POST', '/Auth/authenticate', {
      body: { username: 'Customer@Example.com', password: 'Wrong-Pass-2026!' },
    });
    assert.equal(failed?.status, 401);
    reqIds.failed = failed!.headers.get('x-request-id')!;
    const ok = await call(api.url, 'POST', '/Auth/authenticate', {
      body: { username: 'customer@example.com', password: 'Demo-2026!' },
    });
    assert.equal(ok?.status, 200);
    reqIds.login = ok!.headers.get('x-request-id')!;
    const token = (ok!.body as { account: { token: string } }).account.token;
    secrets.push(token);
    const denied = await call(api.url, 'GET', '/operator/alfie/operators', { token });
    assert.equal(denied?.status, 403);
    reqIds.denied = denied!.headers.get('x-request-id')!;
    const anonymous = await call(api.url, 'GET', '/operator/alfie/operators');
    assert.equal(anonymous?.status, 401);
    reqIds.anonymous = anonymous!.headers.get('x-request-id')!;
    const change = await call(api.url, 'POST', '/request/alfie/change-language', {
      token,
      body: { Language: 'en' },
    });
    assert.equal(change?.status, 200);
    reqIds.change = change!.headers.get('x-request-id')!;
    await call(
      api.url,
      'GET',
      '/Auth/generateresetpasswordtoken?username=customer@example.com&role=customer',
    );
    const out = await call(api.url, 'POST', '/Auth/logout', { token });
    assert.equal(out?.status, 200);
    reqIds.logout = out!.headers.get('x-request-id')!;
    await sleep(2500); // the mail worker writes the reset mail
  } finally {
    await api.kill('SIGTERM');
  }

  const byReq = (id: string, event: string) => api.logs.find((l) => l.reqId === id && l.event === event);
  const failedLog = byReq(reqIds.failed!, 'auth.login.failed');
  assert.ok(failedLog, 'failed login logged with its request id');
  assert.equal(failedLog.username, 'customer@example.com');
  assert.ok(byReq(reqIds.login!, 'auth.login.succeeded'), 'login logged');
  const deniedLog = byReq(reqIds.denied!, 'authz.denied');
  assert.ok(
    deniedLog && deniedLog.status === 403 && deniedLog.role === 'customer',
    `refused authorization logged: ${JSON.stringify(api.logs.filter((l) => l.reqId === reqIds.denied))}`,
  );
  assert.ok(byReq(reqIds.anonymous!, 'authz.denied'), 'missing token logged');
  const change = byReq(reqIds.change!, 'state.changed');
  assert.ok(
    change && change.route === '/request/alfie/change-language' && typeof change.accountId === 'number',
  );
  assert.ok(byReq(reqIds.logout!, 'state.changed'), 'logout logged as a state change');

  const mails = readdirSync(join(dataDir, 'mail'));
  const raw = readFileSync(join(dataDir, 'mail', mails[0]!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  secrets.push(/reset-password\?token=([\w-]+)/.exec(raw)![1]!);
  const text = JSON.stringify(api.logs) + api.stderr.join('');
  for (const s of secrets) assert.ok(!text.includes(s), `a secret is in the log: ${s.slice(0, 12)}…`);
  assert.ok(!/argon2id\$/.test(text), 'no password hash in the log');
  assert.ok(!/"authorization":"Bearer/i.test(text), 'no bearer header in the log');
});
