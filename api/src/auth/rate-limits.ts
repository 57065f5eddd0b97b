// Attempt limits for the public calls that cost us (registration, reset mails): a fixed window counted in the
// database, so every API process behind the same PostgreSQL shares the count.
import { sql } from 'drizzle-orm';
import { loginThrottle } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** Per address and per account (the e-mail typed, whether it exists or not: the answer reveals nothing). */
export const ATTEMPT_LIMITS = {
  registerAddress: { max: 10, windowMs: 3_600_000 },
  registerAccount: { max: 3, windowMs: 3_600_000 },
  resetAddress: { max: 20, windowMs: 3_600_000 },
  resetAccount: { max: 5, windowMs: 3_600_000 },
} satisfies Record<string, AttemptLimit>;

/** Counts one attempt atomically; answers the seconds to wait when it is over the limit, else 0. */
export async function consumeAttempt(
  db: DbOrTx,
  key: string,
  limit: AttemptLimit,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - limit.windowMs);
  const fresh = sql`${loginThrottle.windowStart} < ${cutoff}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${fresh} then ${now} else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ count: loginThrottle.failures, since: loginThrottle.windowStart });
  if (!row || row.count <= limit.max) return 0;
  return Math.max(1, Math.ceil((row.since.getTime() + limit.windowMs - now.getTime()) / 1000));
}
