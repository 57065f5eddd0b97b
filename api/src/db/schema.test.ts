// Database rules that hold whatever the code does: unique e-mail in any case, status checks, foreign keys.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build } from '../test/build.ts';
import { accounts, companies, personalAssistants, requests } from './schema.ts';

// On PGlite too: the schema and its constraints as each driver applies the migrations.
describe('on each database', () => {
  test('constraints refuse duplicate e-mails in any case, unknown statuses and dangling references', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const account = { passwordHash: 'x', role: 'customer' as const, accountType: 'Customer' as const };
    await assert.rejects(h.db.insert(accounts).values({ ...account, email: 'ADMIN@example.com' }));
    await assert.rejects(
      h.db.insert(accounts).values({ ...account, email: 'new@example.com', role: 'root' as never }),
    );
    await assert.rejects(
      h.db
        .update(companies)
        .set({ status: 'maybe' as never })
        .where(eq(companies.email, 'customer@example.com')),
    );
    await assert.rejects(h.db.update(personalAssistants).set({ status: 'hired' as never }));
    const [r] = await h.db.select().from(requests).limit(1);
    await assert.rejects(
      h.db
        .update(requests)
        .set({ status: 'lost' as never })
        .where(eq(requests.id, r!.id)),
    );
    await assert.rejects(
      h.db.update(requests).set({ endDatetime: r!.startDatetime }).where(eq(requests.id, r!.id)),
    );
    await assert.rejects(
      h.db
        .update(requests)
        .set({ status: 'assigned', personalAssistantId: null })
        .where(eq(requests.id, r!.id)),
    );
    await assert.rejects(h.db.update(requests).set({ customerId: 999_999 }).where(eq(requests.id, r!.id)));
    await assert.rejects(h.db.update(requests).set({ amountCents: -1 }).where(eq(requests.id, r!.id)));
  });
});
