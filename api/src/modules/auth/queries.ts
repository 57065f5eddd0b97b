// Database reads and writes of the authentication calls.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accounts, passwordResetTokens, personalAssistants } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailIs } from '../../auth/session.ts';

/**
 * One e-mail, one identity: an address is taken by a login or by a PA applicant (whose approval will make it a
 * login), so a new login never blocks an onboarding under way.
 */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(emailIs(email)).limit(1);
  if (row) return true;
  const [applicant] = await db
    .select({ id: personalAssistants.id })
    .from(personalAssistants)
    .where(sql`lower(${personalAssistants.email}) = lower(${email.trim()})`)
    .limit(1);
  return applicant !== undefined;
}

export async function findActiveAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, role: accounts.role, language: accounts.language })
    .from(accounts)
    .where(and(emailIs(email), eq(accounts.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function recentResetTokens(db: DbOrTx, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.accountId, accountId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function findUsableResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the token used only if it still was usable: of two concurrent resets exactly one gets a row back. */
export async function consumeResetToken(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return row ?? null;
}
