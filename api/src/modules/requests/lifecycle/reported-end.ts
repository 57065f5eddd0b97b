// When the assigned PA reported the service ended (the field `ended` step): a service so reported is over, and may
// be closed, before its planned end too (the table's `after-end` rule, lifecycle.ts in the shared contracts).
import { and, eq, exists, lte, type SQL } from 'drizzle-orm';
import type { FieldStatus } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldReports, requests } from '../../../db/schema.ts';

const ENDED: FieldStatus = 'ended';

/** The reported end, or null when the PA never reported one. */
export async function reportedEndOf(db: DbOrTx, requestId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: fieldReports.at })
    .from(fieldReports)
    .where(and(eq(fieldReports.requestId, requestId), eq(fieldReports.status, ENDED)))
    .limit(1);
  return row?.at ?? null;
}

/** The request's PA reported it ended by `now`: the SQL twin of `reportedEnd <= now`. */
export function reportedEndedWhere(db: DbOrTx, now: Date): SQL {
  return exists(
    db
      .select({ one: fieldReports.id })
      .from(fieldReports)
      .where(
        and(
          eq(fieldReports.requestId, requests.id),
          eq(fieldReports.status, ENDED),
          lte(fieldReports.at, now),
        ),
      ),
  );
}
