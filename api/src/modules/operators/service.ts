// Operator accounts: register, update (role change ends old sessions), disable, and the admin-triggered reset
// mail. Nobody acts on their own account through these calls; every change is audited in its transaction. An
// operator limited to a country manages the operators of that country only, like the rest of the back office.
import { eq, sql } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import type { Operator, registerOperatorSchema, updateOperatorSchema } from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, operators } from '../../db/schema.ts';
import { countryScope, type Caller } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertNotBreached } from '../../auth/breached-passwords.ts';
import { issueResetToken } from '../../auth/reset-tokens.ts';
import { emailTaken } from '../auth/queries.ts';
import { countryIdByName } from '../pricing/queries.ts';
import * as q from './queries.ts';

export type RegisterInput = InferOutput<typeof registerOperatorSchema>;
export type UpdateInput = InferOutput<typeof updateOperatorSchema>;

const emailInUse = () => httpError(409, 'EMAIL.ALREADY.IN.USE', { email: 'EMAIL.ALREADY.IN.USE' });
const isUniqueViolation = (err: unknown) =>
  ((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505';

/**
 * The operator's country id: none for operator-admin; otherwise a priced country, by name or code, and the
 * caller's own when the caller is limited to one.
 */
async function countryFor(db: DbOrTx, caller: Caller, role: string, country: string | null | undefined) {
  if (role === 'operator-admin') return null;
  const id = await countryIdByName(db, country ?? '');
  if (id === null) throw httpError(400, 'INVALID.COUNTRY', { 'account.country': 'INVALID.COUNTRY' });
  assertInScope(caller, id);
  return id;
}

/** 403 when the caller is limited to a country and this operator's is another (or none: an admin's). */
function assertInScope(caller: Caller, countryId: number | null): void {
  const scope = countryScope(caller);
  if (scope !== null && countryId !== scope) throw httpError(403, 'NOT.PERMITTED');
}

/** Only a full admin grants, holds or touches the full-admin role: a generic operator cannot raise anyone to it. */
function assertMayManage(caller: Caller, role: string): void {
  if (role === 'operator-admin' && caller.role !== 'operator-admin') throw httpError(403, 'NOT.PERMITTED');
}

/** 404 when the operator is missing or disabled, 403 when it is the caller's own account or an admin's for a non-admin. */
async function otherOperator(tx: DbOrTx, caller: Caller, id: number) {
  const row = await q.findOperator(tx, id, true);
  if (!row) throw httpError(404, 'NOT.FOUND');
  if (row.accountId === caller.accountId) throw httpError(403, 'NOT.PERMITTED');
  assertMayManage(caller, row.role);
  assertInScope(caller, row.countryId);
  return row;
}

export async function registerOperator(db: Db, caller: Caller, input: RegisterInput): Promise<Operator> {
  assertMayManage(caller, input.account.role);
  if (await emailTaken(db, input.email)) throw emailInUse();
  const countryId = await countryFor(db, caller, input.account.role, input.account.country);
  assertNotBreached(input.account.password, 'account.password');
  const passwordHash = await hashPassword(input.account.password);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          passwordHash,
          role: input.account.role,
          accountType: 'Operator',
          language: caller.language,
        })
        .returning({ id: accounts.id });
      const [operator] = await tx
        .insert(operators)
        .values({
          accountId: account!.id,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          countryId,
        })
        .returning({ id: operators.id });
      const saved = (await q.findOperator(tx, operator!.id))!;
      const out = q.toOperator(saved);
      await audit(tx, caller, { entity: 'operator', entityId: saved.id, action: 'register', after: out });
      return out;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}

export async function updateOperator(db: Db, caller: Caller, input: UpdateInput): Promise<Operator> {
  assertMayManage(caller, input.account.role);
  const countryId = await countryFor(db, caller, input.account.role, input.account.country);
  return db.transaction(async (tx) => {
    const before = await otherOperator(tx, caller, input.id);
    if (before.accountId !== input.accountId || input.account.id !== input.accountId)
      throw httpError(400, 'INVALID.VALUE', { accountId: 'INVALID.VALUE' });
    await tx
      .update(operators)
      .set({ firstname: input.firstname, lastname: input.lastname, countryId })
      .where(eq(operators.id, before.id));
    if (before.role !== input.account.role) {
      // A new role ends the sessions opened with the old one: their tokens carry the old role and version.
      await tx
        .update(accounts)
        .set({
          role: input.account.role,
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(accounts.id, before.accountId));
    }
    const after = q.toOperator((await q.findOperator(tx, before.id))!);
    await audit(tx, caller, {
      entity: 'operator',
      entityId: before.id,
      action: 'update',
      before: q.toOperator(before),
      after,
    });
    return after;
  });
}

/** Disables the account (its sessions end); the operator row stays for the audit trail. */
export async function deleteOperator(db: Db, caller: Caller, id: number): Promise<true> {
  return db.transaction(async (tx) => {
    const before = await otherOperator(tx, caller, id);
    await tx
      .update(accounts)
      .set({ status: 'disabled', tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, before.accountId));
    await audit(tx, caller, {
      entity: 'operator',
      entityId: before.id,
      action: 'delete',
      before: q.toOperator(before),
    });
    return true as const;
  });
}

/** Mails another operator a one-hour link to set a new password (template admin-password-reset). */
export async function sendResetPassword(db: Db, appUrl: string, caller: Caller, id: number): Promise<true> {
  return db.transaction(async (tx) => {
    const target = await otherOperator(tx, caller, id);
    await issueResetToken(
      tx,
      {
        accountId: target.accountId,
        email: target.username,
        language: target.language,
        name: `${target.firstname} ${target.lastname}`,
      },
      appUrl,
      'admin-password-reset',
    );
    await audit(tx, caller, { entity: 'operator', entityId: target.id, action: 'password-reset-sent' });
    return true as const;
  });
}
