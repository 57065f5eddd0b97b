// PA applicant rules: the scoped list and cities, the detail, and the decision (only from created; approval creates
// the PA's login and mails its first-password link in the same transaction as the change and its audit row).
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { approvePaSchema, PersonalAssistant, reviewListQuerySchema } from '@alfie/shared/contracts';
import { DECIDABLE_STATUS, type PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import type { Db } from '../../db/client.ts';
import { accounts, personalAssistants } from '../../db/schema.ts';
import { assertInScope, countryScope, type Caller } from '../../auth/caller.ts';
import { conflict, httpError, notFound } from '../../lib/http-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { decide } from '../../lib/review-decision.ts';
import { createResetLink, FIRST_PASSWORD_TTL_MS } from '../../auth/reset-tokens.ts';
import { hashPassword } from '../../auth/password.ts';
import * as q from './queries.ts';

export async function listApplicants(
  db: Db,
  caller: Caller,
  query: InferOutput<typeof reviewListQuerySchema>,
  reply: FastifyReply,
): Promise<PersonalAssistantSummary[]> {
  const where = q.listWhere({ status: query.status, city: query.city, scope: countryScope(caller) });
  const after = decodeCursor(query.cursor, ['instant', 'id']);
  const [total, rows] = await Promise.all([
    q.countPas(db, where),
    q.listPas(db, where, after, query.limit ? query.limit + 1 : 1_000_000),
  ]);
  return sendPage(reply, rows.map(q.toSummary), {
    total,
    limit: query.limit,
    keyOf: (pa) => [pa.createDate ?? '', pa.id],
  });
}

export const applicantCities = (db: Db, caller: Caller): Promise<string[]> =>
  q.paCities(db, countryScope(caller));

/** A list whose first (and only) item is the PA, as older clients read it. */
export async function applicantDetail(db: Db, caller: Caller, id: number): Promise<PersonalAssistant[]> {
  const row = await q.findPa(db, id);
  if (!row) throw notFound();
  assertInScope(caller, row.countryId);
  return q.loadPersonalAssistants(db, [id]);
}

export async function decideApplicant(
  db: Db,
  caller: Caller,
  input: InferOutput<typeof approvePaSchema>,
  appUrl: string,
): Promise<true> {
  // The login waits for its first password (the mail's link): until then no password can open it.
  const unusableHash = input.status === 'approved' ? await hashPassword(randomBytes(32).toString('hex')) : '';
  type Applicant = typeof personalAssistants.$inferSelect;
  return decide<Applicant, void, string | null>(db, {
    actor: caller,
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(personalAssistants)
          .where(eq(personalAssistants.id, input.personalAssistantId))
          .for('update')
      )[0],
    check: (_tx, before) => {
      assertInScope(caller, before.countryId);
      if (before.status !== DECIDABLE_STATUS) throw conflict();
    },
    update: async (tx, before) =>
      (
        await tx
          .update(personalAssistants)
          .set({ status: input.status })
          .where(and(eq(personalAssistants.id, before.id), eq(personalAssistants.status, DECIDABLE_STATUS)))
          .returning()
      )[0],
    audit: (after) => ({ entity: 'personal-assistant', entityId: after.id, action: input.status }),
    also: async (tx, { after }) => {
      if (after.status !== 'approved') return null;
      const accountId = await createPaAccount(tx, after, unusableHash);
      await tx.update(personalAssistants).set({ accountId }).where(eq(personalAssistants.id, after.id));
      return createResetLink(tx, accountId, appUrl, FIRST_PASSWORD_TTL_MS);
    },
    mails: (_tx, { after, extra: link }) =>
      after.status === 'approved' && link
        ? [
            {
              to: after.email,
              language: after.language,
              template: 'pa-approved',
              params: { firstname: after.firstname, nextStepsUrl: link },
            },
          ]
        : [],
  });
}

/** The approved PA's login (role personal-assistant); 409 when the e-mail already opens another login. */
async function createPaAccount(
  tx: DbOrTx,
  pa: typeof personalAssistants.$inferSelect,
  passwordHash: string,
): Promise<number> {
  if (pa.accountId != null) throw conflict();
  const [account] = await tx
    .insert(accounts)
    .values({
      email: pa.email,
      passwordHash,
      role: 'personal-assistant',
      accountType: 'PersonalAssistant',
      language: pa.language,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (!account) throw httpError(409, 'EMAIL.ALREADY.IN.USE');
  return account.id;
}
