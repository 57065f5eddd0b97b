// The demo's service in the field: one assigned request of the demo PA is moved to run now (same length, so its
// quote still holds) with its first two steps reported, so the dispatch board and the dashboards show field
// statuses right after the first start. Moving a seeded row instead of adding one keeps every seeded count.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';

const MINUTE = 60_000;

export async function seedFieldDay(db: Db, now: Date, demoPaEmail: string): Promise<number | null> {
  const [row] = await db
    .select({
      id: t.requests.id,
      paId: t.personalAssistants.id,
      start: t.requests.startDatetime,
      end: t.requests.endDatetime,
    })
    .from(t.requests)
    .innerJoin(t.personalAssistants, eq(t.personalAssistants.id, t.requests.personalAssistantId))
    .where(
      and(
        eq(t.personalAssistants.email, demoPaEmail),
        eq(t.requests.status, 'assigned'),
        gt(t.requests.startDatetime, now),
      ),
    )
    .orderBy(asc(t.requests.startDatetime))
    .limit(1);
  if (!row?.start || !row.end) return null;
  const start = new Date(now.getTime() - 40 * MINUTE);
  const end = new Date(start.getTime() + (row.end.getTime() - row.start.getTime()));
  await db
    .update(t.requests)
    .set({ startDatetime: start, endDatetime: end })
    .where(eq(t.requests.id, row.id));
  await db.update(t.travels).set({ arrivalDatetime: start }).where(eq(t.travels.requestId, row.id));
  await db.insert(t.fieldReports).values([
    {
      requestId: row.id,
      paId: row.paId,
      status: 'on-the-way',
      at: new Date(now.getTime() - 35 * MINUTE),
      idempotencyKey: `seed-${row.id}-1`,
    },
    {
      requestId: row.id,
      paId: row.paId,
      status: 'at-meeting-point',
      at: new Date(now.getTime() - 10 * MINUTE),
      idempotencyKey: `seed-${row.id}-2`,
    },
  ]);
  return row.id;
}
