// Logout on the server: a token is listed (as a hash) until its own expiry, and the guard (auth/guard.ts) refuses
// listed tokens.
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { revokedTokens } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The `exp` of an already verified token, as a date. */
export function expiryOf(token: string): Date {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
  };
  return new Date((payload.exp ?? 0) * 1000);
}

export async function revokeToken(db: DbOrTx, token: string, now = new Date()): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenHash: tokenHash(token), expiresAt: expiryOf(token) })
    .onConflictDoNothing();
  // Rows of expired tokens no longer matter: the signature check refuses those tokens anyway.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}
