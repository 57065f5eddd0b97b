// The demo's service in the field: right after the seed, the demo PA has a service running now with its first two
// steps reported.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../client.ts';
import { build } from '../../test/build.ts';
import { DEMO_PA, seedDemo } from './demo.ts';

// On PGlite too: the demo seed is loaded into the embedded database by npm start.
describe('on each database', () => {
  test('the demo PA has a service running now with on-the-way and at-meeting-point reported', async (tt) => {
    // Seeded here, not taken from the test template: the template is kept for the day, and "running now" is about
    // the moment of the seed.
    const h = await build({ seed: false });
    tt.after(() => h.close());
    assert.equal((await seedDemo(h.db)).seeded, true);
    const rows = await rowsOf<{ id: number; steps: string[] }>(
      h.db,
      sql`select r.id, array_agg(f.status order by f.at) steps from requests r
      join personal_assistants pa on pa.id = r.personal_assistant_id
      join field_reports f on f.request_id = r.id
      where pa.email = ${DEMO_PA.email} and r.status = 'assigned'
        and r.start_datetime < now() and r.end_datetime > now()
      group by r.id`,
    );
    assert.equal(rows.length, 1);
    assert.deepEqual(rows[0]!.steps, ['on-the-way', 'at-meeting-point']);
  });
});
