// Password-reset tokens: random, single use, one hour (72 hours for a new PA's first password), stored as SHA-256;
// the link goes out through the outbox.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@alfie/shared/contracts';
import { passwordResetTokens } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';

export const RESET_TOKEN_TTL_MS = 3_600_000;
/** The approval mail of a PA sets the first password: it may wait a weekend in the inbox. */
export const FIRST_PASSWORD_TTL_MS = 72 * RESET_TOKEN_TTL_MS;

export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface ResetTarget {
  accountId: number;
  email: string;
  language: Locale;
  /** Shown by the admin-triggered template. */
  name?: string;
}

/**
 * A new token of the account, valid `ttlMs`, and the reset link that carries it; earlier unused tokens of the
 * account stop working. In the caller's transaction, which also sends the link.
 */
export async function createResetLink(
  tx: DbOrTx,
  accountId: number,
  appUrl: string,
  ttlMs = RESET_TOKEN_TTL_MS,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({
    accountId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a token and queues its e-mail in the caller's transaction; earlier unused tokens of the account stop
 * working. `template` is 'password-reset' (self service) or 'admin-password-reset' (operators' user management).
 */
export async function issueResetToken(
  tx: DbOrTx,
  target: ResetTarget,
  appUrl: string,
  template: 'password-reset' | 'admin-password-reset' = 'password-reset',
  now = new Date(),
): Promise<void> {
  const link = await createResetLink(tx, target.accountId, appUrl, RESET_TOKEN_TTL_MS, now);
  await enqueueMail(tx, {
    to: target.email,
    language: target.language,
    template,
    params: { link, name: target.name ?? '' },
  });
}
