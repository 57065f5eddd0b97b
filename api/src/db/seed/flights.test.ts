// The demo's tracked flight: the next assigned flight arriving today gets a recorded 35-minute delay, which the
// request detail shows with tracking off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { RequestDetail } from '@alfie/shared/contracts';
import { rowsOf } from '../client.ts';
import { buildFor } from '../../test/setup.ts';
import { seedTrackedFlight } from './flights.ts';

test('the next assigned flight of the day shows as delayed from a recorded observation', async (t) => {
  const h = await buildFor(t);
  await h.db.execute(sql`delete from travel_observations`);
  const [next] = await rowsOf<{ id: number; request_id: number; arrival: string }>(
    h.db,
    sql`select t.id, t.request_id, t.arrival_datetime as arrival from travels t join requests r on r.id = t.request_id
      where t.type = 'airplain' and r.status = 'assigned' and t.arrival_datetime > now()
        and extract(hour from t.arrival_datetime at time zone 'UTC') >= 1
      order by t.arrival_datetime limit 1`,
  );
  assert.ok(next, 'the demo data has an assigned flight ahead');
  const arrival = new Date(next.arrival);
  // An hour before it, or now: no other assigned flight arrives in between.
  await seedTrackedFlight(h.db, new Date(Math.max(arrival.getTime() - 3_600_000, Date.now())));
  const operator = await h.login('admin@example.com');
  const res = await h.app.inject({
    url: `/Request/alfie/request-detail?id=${next.request_id}`,
    headers: { authorization: `Bearer ${operator}` },
  });
  const tracking = (res.json() as RequestDetail).travels[0]!.tracking!;
  assert.equal(tracking.state, 'delayed');
  assert.equal(tracking.expectedArrival, new Date(arrival.getTime() + 35 * 60_000).toISOString());
});
