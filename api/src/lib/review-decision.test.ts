// The review decision capability on a real database: one transaction (extra work commits with the decision, a
// failure after the update undoes everything), the race rule, and the mail language of each recipient.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { accounts, auditLog, companies, mailOutbox } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { buildFor } from '../test/setup.ts';
import type { TestApp } from '../test/build.ts';
import type { Actor } from './audit.ts';
import { conflict } from './http-error.ts';
import { decide, type ReviewDecision } from './review-decision.ts';

type Company = typeof companies.$inferSelect;

/** A company waiting for review that has a login, and the admin as the actor. */
async function pending(h: TestApp) {
  const [company] = await h.db
    .select()
    .from(companies)
    .where(and(eq(companies.status, 'created'), isNotNull(companies.accountId)))
    .limit(1);
  assert.ok(company, 'the demo data hold a company waiting for review');
  const [admin] = await h.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
  const actor: Actor = { accountId: admin!.id, role: admin!.role };
  return { company, actor };
}

/** Approval of the company, the way a module declares it; `over` changes one step. */
function approval(
  company: Company,
  actor: Actor,
  over: Partial<ReviewDecision<Company, void, string>> = {},
): ReviewDecision<Company, void, string> {
  return {
    actor,
    lock: async (tx) =>
      (await tx.select().from(companies).where(eq(companies.id, company.id)).for('update'))[0],
    check: (_tx, before) => {
      if (before.status !== 'created') throw new Error('not decidable');
    },
    update: async (tx, before) =>
      (
        await tx
          .update(companies)
          .set({ status: 'approved' })
          .where(and(eq(companies.id, before.id), eq(companies.status, 'created')))
          .returning()
      )[0],
    audit: (after) => ({ entity: 'company', entityId: after.id, action: 'approved' }),
    also: async () => 'extra',
    mails: (_tx, { after, extra }) => [
      {
        to: after.email,
        accountId: after.accountId,
        template: 'company-rejected',
        params: { businessName: extra },
      },
    ],
    ...over,
  };
}

const state = async (h: TestApp, company: Company) => ({
  status: (await h.db.select().from(companies).where(eq(companies.id, company.id)))[0]!.status,
  audits: (
    await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(company.id))))
  )[0]!.n,
  mails: await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, company.email)),
});

test('the extra work runs in the decision transaction: its result reaches the mails, its failure undoes all', async (t) => {
  const h = await buildFor(t);
  const { company, actor } = await pending(h);
  const seen: Tx[] = [];

  await assert.rejects(
    decide(
      h.db,
      approval(company, actor, {
        also: async (tx) => {
          seen.push(tx);
          throw new Error('the login could not be created');
        },
      }),
    ),
    /the login could not be created/,
  );
  assert.equal(seen.length, 1);
  assert.deepEqual(await state(h, company), { status: 'created', audits: 0, mails: [] });

  assert.equal(await decide(h.db, approval(company, actor)), true);
  const after = await state(h, company);
  assert.equal(after.status, 'approved');
  assert.equal(after.audits, 1);
  assert.equal(after.mails.length, 1);
  assert.deepEqual(after.mails[0]!.params, { businessName: 'extra' });
});

test('a missing row is 404, a lost race is the decision’s conflict, and neither writes anything', async (t) => {
  const h = await buildFor(t);
  const { company, actor } = await pending(h);
  await assert.rejects(
    decide(h.db, approval(company, actor, { lock: async () => undefined })),
    (e: { statusCode?: number }) => e.statusCode === 404,
  );
  await assert.rejects(
    decide(h.db, approval(company, actor, { update: async () => undefined })),
    (e: { statusCode?: number; code?: string }) => e.statusCode === 409 && e.code === 'INVALID.STATE',
  );
  await assert.rejects(
    decide(
      h.db,
      approval(company, actor, {
        update: async () => undefined,
        lostRace: () => conflict('ALREADY.ASSIGNED'),
      }),
    ),
    (e: { code?: string }) => e.code === 'ALREADY.ASSIGNED',
  );
  assert.deepEqual(await state(h, company), { status: 'created', audits: 0, mails: [] });
});

test('each mail goes in the language the decision names, else in its recipient login’s, else in Italian', async (t) => {
  const h = await buildFor(t);
  const { company, actor } = await pending(h);
  await h.db.update(accounts).set({ language: 'fr' }).where(eq(accounts.id, company.accountId!));
  const mail = (to: string) => ({ to, template: 'company-rejected' as const, params: { businessName: 'x' } });
  await decide(
    h.db,
    approval(company, actor, {
      mails: () => [
        { ...mail('named@example.com'), language: 'en', accountId: company.accountId },
        { ...mail('login@example.com'), accountId: company.accountId },
        { ...mail('nobody@example.com'), accountId: null },
      ],
    }),
  );
  const rows = await h.db.select().from(mailOutbox);
  const languageOf = (to: string) => rows.find((r) => r.toAddress === to)?.language;
  assert.deepEqual(['named@example.com', 'login@example.com', 'nobody@example.com'].map(languageOf), [
    'en',
    'fr',
    'it',
  ]);
});
