// Two API replicas on one PostgreSQL deliver a queue of 200 e-mails: each reaches the SMTP receiver exactly
// once (the outbox worker claims rows with FOR UPDATE SKIP LOCKED), whichever replica claims it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { enqueueMails, migrate, startApi } from './support/api.mjs';
import { postgresAvailable, startPostgres } from './support/postgres.mjs';
import { waitFor } from './support/processes.mjs';

const SMTP_PORT = 4125;
const API_PORTS = [4131, 4132];
const MAILS = 200;

const skip = postgresAvailable() ? false : 'no PostgreSQL (set DATABASE_URL or install postgresql)';
/** Deliveries counted by recipient and by Message-ID. */
const byRecipient = new Map();
const byMessageId = new Map();
let smtp;
let database;
const apis = [];

before(async () => {
  if (skip) return;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const id = /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? 'none';
        byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
        for (const rcpt of session.envelope.rcptTo) {
          byRecipient.set(rcpt.address, (byRecipient.get(rcpt.address) ?? 0) + 1);
        }
        cb();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
  database = await startPostgres('alfie_mail');
  await migrate(database.url);
  for (const port of API_PORTS) {
    apis.push(
      await startApi({ port, databaseUrl: database.url, env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` } }),
    );
  }
});

after(async () => {
  for (const api of apis) await api.stop();
  await database?.stop();
  await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});

test(
  '200 mails queued while two replicas run each reach the SMTP receiver exactly once',
  { skip, timeout: 180_000 },
  async () => {
    const started = Date.now();
    const runId = Date.now().toString(36);
    await enqueueMails(database.url, MAILS, runId);
    const mine = () => [...byRecipient.keys()].filter((a) => a.startsWith(`deploy+${runId}-`));
    await waitFor(() => mine().length >= MAILS, {
      timeoutMs: 120_000,
      intervalMs: 250,
      what: `${MAILS} deliveries (got ${mine().length})`,
    });
    // Let a late duplicate (if any) arrive before counting.
    await new Promise((r) => setTimeout(r, 3000));
    const counts = mine().map((a) => byRecipient.get(a));
    assert.equal(mine().length, MAILS, 'every queued mail arrived');
    assert.deepEqual(
      counts.filter((n) => n !== 1),
      [],
      'no recipient received its mail twice',
    );
    const duplicatedIds = [...byMessageId.entries()].filter(([, n]) => n > 1);
    assert.deepEqual(duplicatedIds, [], 'no Message-ID delivered twice');
    for (const api of apis) assert.equal(api.proc.child.exitCode, null, `${api.proc.name} still runs`);
    console.log(
      `# ${MAILS} mails delivered once each by ${apis.length} replicas in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
);
