// Login throttling, kept in the database so every API process counts the same failures.
import { eq, inArray, sql } from 'drizzle-orm';
import { loginThrottle } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';

export interface ThrottleLimit {
  max: number;
  windowMs: number;
  blockMs: number;
}

/** Per account: 5 failures in 15 minutes block it for 15 minutes; per address: 20, as an office may share one. */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
} satisfies Record<string, ThrottleLimit>;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** Seconds until the first blocked key frees up, or 0 when none is blocked. */
export async function blockedFor(db: DbOrTx, keys: string[], now = new Date()): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  let wait = 0;
  for (const r of rows) {
    if (r.blockedUntil && r.blockedUntil > now)
      wait = Math.max(wait, Math.ceil((r.blockedUntil.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

/** Counts one failure atomically (upsert), starting a new window when the old one is over. */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  limit: ThrottleLimit,
  now = new Date(),
): Promise<void> {
  const cutoff = new Date(now.getTime() - limit.windowMs);
  const until = new Date(now.getTime() + limit.blockMs);
  const fresh = sql`${loginThrottle.windowStart} < ${cutoff}`;
  const next = sql`(case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end)`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, blockedUntil: limit.max <= 1 ? until : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: next,
        windowStart: sql`case when ${fresh} then ${now} else ${loginThrottle.windowStart} end`,
        blockedUntil: sql`case when ${next} >= ${limit.max} then ${until} else ${loginThrottle.blockedUntil} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
