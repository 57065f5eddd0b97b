// Database reads and writes of two-factor sign-in. The conditional updates make each code and step usable once,
// even when two requests race.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { OPERATOR_ROLES, type Role } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { twoFactor, twoFactorPolicy, twoFactorRecoveryCodes } from '../../db/schema.ts';

export async function findTwoFactor(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.accountId, accountId)).limit(1);
  return row ?? null;
}

/** A fresh pending secret (setup again replaces one never confirmed); refused once enabled. */
export async function savePendingSecret(db: DbOrTx, accountId: number, secretBox: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ accountId, secretBox })
    .onConflictDoUpdate({
      target: twoFactor.accountId,
      set: { secretBox, lastUsedStep: null, createdAt: new Date() },
      setWhere: eq(twoFactor.enabled, false),
    })
    .returning({ id: twoFactor.accountId });
  return rows.length > 0;
}

/** Records `step` as used if no later or equal step was; false means a replay. */
export async function useStep(db: DbOrTx, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.accountId, accountId),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactor.accountId });
  return rows.length > 0;
}

export async function markEnabled(db: DbOrTx, accountId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ enabled: true, enabledAt: now })
    .where(and(eq(twoFactor.accountId, accountId), eq(twoFactor.enabled, false)))
    .returning({ id: twoFactor.accountId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, accountId: number, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Marks an unused code used; false when it does not exist or was used already. */
export async function consumeRecoveryCode(
  db: DbOrTx,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.accountId, accountId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.accountId, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function removeTwoFactor(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
  await db.delete(twoFactor).where(eq(twoFactor.accountId, accountId));
}

export async function isRequiredFor(db: DbOrTx, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ required: twoFactorPolicy.required })
    .from(twoFactorPolicy)
    .where(eq(twoFactorPolicy.role, role))
    .limit(1);
  return row?.required ?? false;
}

/** Every operator role with its setting; a role without a row is not required. */
export async function policy(db: DbOrTx) {
  const rows = await db.select().from(twoFactorPolicy);
  return OPERATOR_ROLES.map((role) => ({
    role,
    required: rows.find((r) => r.role === role)?.required ?? false,
  }));
}

export async function setRequired(db: DbOrTx, role: Role, required: boolean, by: number): Promise<void> {
  const now = new Date();
  await db
    .insert(twoFactorPolicy)
    .values({ role, required, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorPolicy.role, set: { required, updatedBy: by, updatedAt: now } });
}
