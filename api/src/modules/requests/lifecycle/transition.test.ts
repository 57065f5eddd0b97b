// The one transition function: each event of the table writes exactly one audit row (who, from, to, why) with its
// change; a refused event (wrong status, wrong time, a request changed since it was read) writes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import { REQUEST_EVENTS, transitionOf, type RequestEvent } from '@alfie/shared/contracts';
import { build, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { accounts, auditLog, personalAssistants, requests } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { transition, type RequestRow } from './transition.ts';

const HOUR = 3_600_000;
const now = new Date();
const future = {
  startDatetime: new Date(now.getTime() + 48 * HOUR),
  endDatetime: new Date(now.getTime() + 50 * HOUR),
};
const past = {
  startDatetime: new Date(now.getTime() - 50 * HOUR),
  endDatetime: new Date(now.getTime() - 48 * HOUR),
};

async function anyPa(h: TestApp): Promise<number> {
  const [pa] = await h.db.select({ id: personalAssistants.id }).from(personalAssistants).limit(1);
  assert.ok(pa);
  return pa.id;
}

async function account(h: TestApp, email: string) {
  const [row] = await h.db
    .select({ accountId: accounts.id, role: accounts.role })
    .from(accounts)
    .where(eq(accounts.email, email));
  assert.ok(row);
  return row;
}
const operator = (h: TestApp) => account(h, 'operator@example.com');
const customer = (h: TestApp) => account(h, 'customer@example.com');

/** An account whose role the table lets cause the event. */
const actorFor = (h: TestApp, event: RequestEvent) =>
  transitionOf(event).by?.includes('customer') ? customer(h) : operator(h);

/** A demo request put into the first status the event applies to, in a period its time rule allows. */
async function requestFor(h: TestApp, event: RequestEvent): Promise<RequestRow> {
  const t = transitionOf(event);
  const pa = { id: await anyPa(h) };
  const [any] = await h.db.select().from(requests).orderBy(asc(requests.id)).limit(1);
  assert.ok(any);
  const status = t.from[0]!;
  const [row] = await h.db
    .update(requests)
    .set({
      status,
      personalAssistantId: status === 'created' || event === 'cancel' ? null : pa.id,
      ...(t.when === 'after-end' ? past : future),
      // A payout is recorded only on a confirmed service whose amount is settled (the database refuses it otherwise).
      ...(event === 'pay-pa'
        ? { serviceConfirmedAt: new Date(), finalAmountCents: 10_000, capturedCents: 10_000, owedCents: 0 }
        : {}),
    })
    .where(eq(requests.id, any.id))
    .returning();
  return row!;
}

const auditRows = (h: TestApp, id: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id))));

for (const event of REQUEST_EVENTS.filter((e) => e !== 'file')) {
  test(`${event}: one audit row with who, from, to and why, in the change's transaction`, async (t) => {
    const h = await build();
    t.after(() => h.close());
    const actor = await actorFor(h, event);
    const before = await requestFor(h, event);
    const already = (await auditRows(h, before.id)).length;
    const paId = await anyPa(h);
    const after = await h.db.transaction((tx) =>
      transition(tx, {
        event,
        request: before,
        actor,
        why: `test of ${event}`,
        set:
          event === 'assign'
            ? { personalAssistantId: paId }
            : event === 'pay-pa'
              ? { paPaymentInstant: new Date() }
              : {},
      }),
    );
    assert.equal(after.status, transitionOf(event).to);
    const rows = await auditRows(h, before.id);
    assert.equal(rows.length, already + 1);
    const row = rows.at(-1)!;
    assert.equal(row.action, transitionOf(event).audit);
    assert.equal(row.fromStatus, before.status);
    assert.equal(row.toStatus, transitionOf(event).to);
    assert.equal(row.actorAccountId, actor.accountId);
    assert.equal(row.actorRole, actor.role);
    assert.equal(row.reason, `test of ${event}`);
    assert.ok(row.at instanceof Date);
  });
}

test('file: the new request in the table status, with one audit row from nothing to created', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const actor = await customer(h);
  const [model] = await h.db.select().from(requests).orderBy(asc(requests.id)).limit(1);
  const { id: _id, uId: _u, status: _s, createDate: _c, updatedAt: _up, ...values } = model!;
  const filed = await h.db.transaction((tx) =>
    transition(tx, { event: 'file', actor, values: { ...values, personalAssistantId: null, ...future } }),
  );
  assert.equal(filed.status, 'created');
  const rows = await auditRows(h, filed.id);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.action, 'register');
  assert.equal(rows[0]!.fromStatus, null);
  assert.equal(rows[0]!.toStatus, 'created');
  assert.equal(rows[0]!.actorAccountId, actor.accountId);
});

const auditTotal = async (h: TestApp) =>
  (await rowsOf<{ total: number }>(h.db, sql`select count(*)::int as total from audit_log`))[0]!.total;

/** Runs a transition expected to fail; answers its error, and checks the request and audit log are untouched. */
async function refused(h: TestApp, id: number, run: () => Promise<unknown>): Promise<HttpError> {
  const [before] = await h.db.select().from(requests).where(eq(requests.id, id));
  const audits = (await auditRows(h, id)).length;
  const total = await auditTotal(h);
  const err = await run().then(
    () => assert.fail('the transition should have been refused'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof HttpError, String(err));
  const [after] = await h.db.select().from(requests).where(eq(requests.id, id));
  assert.deepEqual(after, before);
  assert.equal((await auditRows(h, id)).length, audits);
  assert.equal(await auditTotal(h), total);
  return err;
}

test('a refused transition (status the event does not apply to, wrong time) changes and audits nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const actor = await operator(h);
  const cancelled = await requestFor(h, 'void');
  const wrongStatus = await refused(h, cancelled.id, () =>
    h.db.transaction((tx) => transition(tx, { event: 'assign', request: cancelled, actor, why: 'no' })),
  );
  assert.equal(wrongStatus.statusCode, 409);
  assert.equal(wrongStatus.code, 'INVALID.STATE');

  const capturable = await requestFor(h, 'capture');
  const [notOver] = await h.db.update(requests).set(future).where(eq(requests.id, capturable.id)).returning();
  const tooEarly = await refused(h, capturable.id, () =>
    h.db.transaction((tx) => transition(tx, { event: 'capture', request: notOver!, actor })),
  );
  assert.equal(tooEarly.statusCode, 409);
});

test('a role the table does not name for the event is refused (403) and nothing is written', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const cancellable = await requestFor(h, 'cancel');
  const actor = await operator(h);
  const err = await refused(h, cancellable.id, () =>
    h.db.transaction((tx) => transition(tx, { event: 'cancel', request: cancellable, actor })),
  );
  assert.equal(err.statusCode, 403);
});

test('a lost race (the request changed since it was read) answers the 409 given and writes nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const actor = await operator(h);
  const stale = await requestFor(h, 'assign');
  const paId = await anyPa(h);
  // Another operator's cancellation commits between this one's read and its update.
  await h.db.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, stale.id));
  const err = await refused(h, stale.id, () =>
    h.db.transaction((tx) =>
      transition(tx, {
        event: 'assign',
        request: stale,
        actor,
        set: { personalAssistantId: paId },
        lostRace: () => new HttpError(409, 'ALREADY.ASSIGNED'),
      }),
    ),
  );
  assert.equal(err.code, 'ALREADY.ASSIGNED');
});

test('the audit row stands or falls with the transaction: a throw after the transition leaves nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const actor = await customer(h);
  const before = await requestFor(h, 'cancel');
  await refused(h, before.id, () =>
    h.db.transaction(async (tx) => {
      await transition(tx, { event: 'cancel', request: before, actor, why: 'customer asked' });
      throw new HttpError(409, 'INVALID.STATE'); // e.g. a mail that could not be queued
    }),
  );
});
