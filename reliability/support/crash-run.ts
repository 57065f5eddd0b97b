// The crash run shared by the PGlite and PostgreSQL durability tests: the API is SIGKILLed at random moments under
// concurrent writes, then every acknowledged write, every request's parts, every decision, assignment and queued mail
// is checked against the ledger the clients kept.
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { startApi, type ApiProcess } from './api-process.ts';
import { openTarget, prepareTarget, type Target } from './database.ts';
import { startSmtp } from '../../api/src/test/smtp.ts';
import { loadReference, newLedger, runWorkload, type Ledger } from './crash-workload.ts';
import { sleep } from './http.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const verbose = process.env.RELIABILITY_VERBOSE ? (...a: unknown[]) => console.error(...a) : () => undefined;

interface RunReport {
  label: string;
  kills: number;
  enabled: string[];
  ledger: Ledger;
  mails: { rows: number; received: number; redelivered: number };
  seconds: number;
}

export async function crashRun(label: string, target: Target, port: number): Promise<RunReport> {
  const began = Date.now();
  const smtp = await startSmtp();
  await prepareTarget(target);
  let db = await openTarget(target);
  const ref = await loadReference(db);
  const startedAt = (await db.rows<{ now: Date }>(sql`select now() as now`))[0]!.now;
  await db.close();
  verbose(label, 'prepared in', Date.now() - began, 'ms');

  const apiOpts = { port, dataDir: target.dataDir, databaseUrl: target.databaseUrl, smtpUrl: smtp.url };
  const ledger = newLedger();
  let api: ApiProcess = await startApi(apiOpts);
  const work = runWorkload(api.url, ref, ledger, 8);
  try {
    for (let i = 0; i < KILLS; i++) {
      await sleep(200 + Math.random() * 1800);
      await api.kill('SIGKILL');
      const t0 = Date.now();
      api = await startApi(apiOpts);
      verbose(label, 'kill', i + 1, 'restart took', Date.now() - t0, 'ms');
    }
    await sleep(500);
  } finally {
    await work.stop();
    await api.kill('SIGTERM');
  }

  // A mail claimed by a killed process waits for the worker's stale rule (10 minutes): simulate that time
  // passing, then let one clean process deliver everything.
  db = await openTarget(target);
  await db.rows(
    sql`update mail_outbox set claimed_at = claimed_at - interval '11 minutes' where status = 'sending'`,
  );
  await db.rows(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
  const rowCount = (await db.rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox`))[0]!.n;
  await db.close();
  api = await startApi(apiOpts);
  // Wait while delivery makes progress: a fast machine queues hundreds of mails during the kills, and a fixed
  // minute was not always enough for one worker to send them all (the shutdown then cut a round short).
  const hardDeadline = Date.now() + 8 * 60_000;
  let delivered = 0;
  let progressAt = Date.now();
  for (;;) {
    const now = new Set(smtp.received.map((m) => m.messageId)).size;
    if (now >= rowCount || Date.now() > hardDeadline || Date.now() - progressAt > 30_000) break;
    if (now > delivered) [delivered, progressAt] = [now, Date.now()];
    await sleep(250);
  }
  // Let the worker mark the last message sent before the graceful stop.
  await sleep(1_000);
  await api.kill('SIGTERM');
  verbose(label, 'settled at', Date.now() - began, 'ms');

  db = await openTarget(target);
  try {
    await checkInvariants(db, ref, ledger, startedAt, smtp.received);
    const mails = await db.rows<{ id: number }>(sql`select id from mail_outbox`);
    const ids = smtp.received.map((m) => m.messageId);
    return {
      label,
      kills: KILLS,
      enabled: work.enabled(),
      ledger,
      mails: { rows: mails.length, received: ids.length, redelivered: ids.length - new Set(ids).size },
      seconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await db.close();
    await smtp.close();
  }
}

async function checkInvariants(
  db: Awaited<ReturnType<typeof openTarget>>,
  ref: Awaited<ReturnType<typeof loadReference>>,
  ledger: Ledger,
  startedAt: Date,
  received: { messageId: string | null }[],
): Promise<void> {
  // Acknowledged registrations: account and company both there.
  const registered = await db.rows<{ email: string; company: number | null }>(
    sql`select lower(a.email) as email, c.id as company from accounts a left join companies c on c.account_id = a.id
        where a.email like 'crash-%'`,
  );
  const byEmail = new Map(registered.map((r) => [r.email, r.company]));
  const lost = [...ledger.registrations.keys()].filter((e) => !byEmail.has(e));
  assert.deepEqual(lost, [], 'acknowledged registrations missing after the crashes');
  assert.deepEqual(
    registered.filter((r) => r.company === null).map((r) => r.email),
    [],
    'an account without its company (half-applied registration)',
  );

  // Acknowledged reset requests: a token and its mail.
  for (const email of ledger.resets) {
    const [row] = await db.rows<{ tokens: number; mails: number }>(
      sql`select (select count(*)::int from password_reset_tokens t join accounts a on a.id = t.account_id where lower(a.email) = ${email}) as tokens,
                 (select count(*)::int from mail_outbox m where m.to_address = ${email} and m.template = 'password-reset') as mails`,
    );
    assert.ok(row!.tokens >= 1 && row!.mails >= 1, `reset for ${email}: ${JSON.stringify(row)}`);
  }
  const orphanTokens = await db.rows<{ id: number }>(
    sql`select t.id from password_reset_tokens t join accounts a on a.id = t.account_id
        where t.created_at >= ${startedAt} and not exists
          (select 1 from mail_outbox m where m.to_address = a.email
             and m.template in ('password-reset', 'pa-approved'))`,
  );
  // An approved PA's first-password link is a reset token too, mailed with the approval ('pa-approved').
  assert.deepEqual(orphanTokens, [], 'a reset token without its mail');

  // New requests: every acknowledged one exists, none lacks its stops, referents or assisted people.
  const filed = await db.rows<{ marker: string; stops: number; referents: number; assisted: number }>(
    sql`select r.help_notes as marker,
               (select count(*)::int from request_cities s where s.request_id = r.id) as stops,
               (select count(*)::int from referents f where f.request_id = r.id) as referents,
               (select count(*)::int from assisted_people p where p.request_id = r.id) as assisted
        from requests r where r.help_notes like 'crash-%'`,
  );
  const markers = new Set(filed.map((r) => r.marker));
  assert.deepEqual(
    [...ledger.newRequests].filter((m) => !markers.has(m)),
    [],
    'acknowledged requests missing',
  );
  assert.deepEqual(
    filed.filter((r) => r.stops < 1 || r.referents < 1 || r.assisted < 1),
    [],
    'a request without its stops, referents or assisted people',
  );

  // Company decisions: one winner each, status, audit and mail all or nothing.
  const companyIds = [...new Set([...ref.companies, ...ledger.registrations.values()])];
  for (const [id, acked] of ledger.companyDecisions)
    assert.equal(acked.length, 1, `company ${id} decided twice`);
  if (companyIds.length) {
    const companies = await db.rows<{ id: number; status: string; audits: number; mails: number }>(
      sql`select c.id, c.status,
            (select count(*)::int from audit_log l where l.entity = 'company' and l.entity_id = c.id::text
               and l.at >= ${startedAt} and l.action <> 'register') as audits,
            (select count(*)::int from mail_outbox m where m.to_address = c.email
               and m.template in ('company-approved', 'company-rejected') and m.created_at >= ${startedAt}) as mails
          from companies c where c.id in (${sql.join(
            companyIds.map((i) => sql`${i}`),
            sql`, `,
          )})`,
    );
    for (const c of companies) {
      const acked = ledger.companyDecisions.get(c.id);
      if (acked)
        assert.equal(c.status, acked[0], `company ${c.id}: acknowledged ${acked[0]}, stored ${c.status}`);
      const decided = c.status !== 'created';
      assert.ok(
        decided ? c.audits >= 1 && c.mails === 1 : c.audits === 0 && c.mails === 0,
        `company ${c.id} half-applied: ${JSON.stringify(c)}`,
      );
    }
  }

  // PA decisions: one winner each; an approval carries exactly one next-steps mail.
  for (const [id, acked] of ledger.paDecisions) assert.equal(acked.length, 1, `PA ${id} decided twice`);
  if (ref.pas.length) {
    const pas = await db.rows<{ id: number; status: string; mails: number }>(
      sql`select p.id, p.status,
            (select count(*)::int from mail_outbox m where m.to_address = p.email and m.template = 'pa-approved'
               and m.created_at >= ${startedAt}) as mails
          from personal_assistants p where p.id in (${sql.join(
            ref.pas.map((i) => sql`${i}`),
            sql`, `,
          )})`,
    );
    for (const p of pas) {
      const acked = ledger.paDecisions.get(p.id);
      if (acked) assert.equal(p.status, acked[0], `PA ${p.id}: acknowledged ${acked[0]}, stored ${p.status}`);
      assert.equal(p.mails, p.status === 'approved' ? 1 : 0, `PA ${p.id} half-applied: ${JSON.stringify(p)}`);
    }
  }

  // Assignments: never twice, and status, PA, audit and both mails all or nothing.
  for (const [id, acked] of ledger.assignments) assert.equal(acked.length, 1, `request ${id} assigned twice`);
  if (ref.assignable.length) {
    const ids = ref.assignable.map((a) => a.requestId);
    const rows = await db.rows<{
      id: number;
      status: string;
      pa: number | null;
      audits: number;
      pa_mails: number;
      customer_mails: number;
    }>(
      sql`select r.id, r.status, r.personal_assistant_id as pa,
            (select count(*)::int from audit_log l where l.entity = 'request' and l.entity_id = r.id::text and l.at >= ${startedAt}) as audits,
            (select count(*)::int from mail_outbox m where m.template = 'pa-assignment' and m.params->>'requestId' = r.id::text) as pa_mails,
            (select count(*)::int from mail_outbox m where m.template = 'customer-assignment-summary' and m.params->>'requestId' = r.id::text) as customer_mails
          from requests r where r.id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
    );
    for (const r of rows) {
      const acked = ledger.assignments.get(r.id);
      if (acked) assert.equal(r.pa, acked[0], `request ${r.id}: acknowledged PA ${acked[0]}, stored ${r.pa}`);
      const assigned = r.status === 'assigned';
      const offered = ref.assignable.find((a) => a.requestId === r.id)!.paIds;
      assert.ok(
        assigned
          ? r.pa !== null &&
              offered.includes(r.pa) &&
              r.audits >= 1 &&
              r.pa_mails === 1 &&
              r.customer_mails === 1
          : r.pa === null && r.audits === 0 && r.pa_mails === 0 && r.customer_mails === 0,
        `request ${r.id} half-applied: ${JSON.stringify(r)}`,
      );
    }
  }

  // Mail: every outbox row sent and received at least once; a second copy only after a crash-interrupted try.
  const outbox = await db.rows<{ id: number; status: string; message_id: string | null; attempts: number }>(
    sql`select id, status, message_id, attempts from mail_outbox order by id`,
  );
  assert.deepEqual(
    outbox.filter((m) => m.status !== 'sent'),
    [],
    'mails not sent',
  );
  const copies = new Map<string, number>();
  for (const m of received) if (m.messageId) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
  const known = new Set(outbox.map((m) => m.message_id));
  assert.deepEqual(
    [...copies.keys()].filter((id) => !known.has(id)),
    [],
    'a mail that no outbox row explains',
  );
  for (const m of outbox) {
    const n = copies.get(m.message_id ?? '') ?? 0;
    assert.ok(n >= 1, `outbox row ${m.id} never reached the receiver`);
    assert.ok(n <= m.attempts, `outbox row ${m.id} received ${n} times in ${m.attempts} attempts`);
  }

  assert.deepEqual(
    ledger.unexpected.filter((u) => u.status >= 500),
    [],
    'no 5xx answer while the API was being killed and restarted',
  );
}

export function summary(r: RunReport): string {
  const ops = Object.entries(r.ledger.stats)
    .map(([op, s]) => `${op} ${s.acked}/${s.sent} acked, ${s.conflict} 409, ${s.unreachable} unreachable`)
    .join('; ');
  return `${r.label}: ${r.kills} SIGKILLs in ${r.seconds}s; ${ops}; mails ${r.mails.rows} rows, ${r.mails.received} received, ${r.mails.redelivered} redelivered after a crash; unexpected answers ${r.ledger.unexpected.length}`;
}
