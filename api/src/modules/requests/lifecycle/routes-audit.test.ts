// Through the routes: a request's life leaves exactly one audit row per transition (who, from, to), and a refused
// call leaves none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bearer, build } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { accounts, auditLog, paOffers, requests } from '../../../db/schema.ts';
import { demoRequestIds, validPayload } from '../../../test/customer-requests.ts';

test('filed, assigned, cancelled through the routes: one audit row each, a refused cancel none', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const customer = await h.login('customer@example.com');
  const operator = await h.login('operator@example.com');
  const ids = await demoRequestIds(h);
  const filed = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(customer),
    payload: validPayload(ids),
  });
  assert.equal(filed.statusCode, 200, filed.body);
  const id = (filed.json() as { id: number }).id;
  // An approved PA offers, so the operator can assign.
  const [pa] = await rowsOf<{ id: number }>(
    h.db,
    sql`select id from personal_assistants where status = 'approved' order by id limit 1`,
  );
  await h.db.insert(paOffers).values({ requestId: id, paId: pa!.id, response: 'offered' });
  const assigned = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/assign-request',
    headers: bearer(operator),
    payload: { requestId: id, personalAssistantId: pa!.id },
  });
  assert.equal(assigned.statusCode, 200, assigned.body);
  const cancel = () =>
    h.app.inject({ method: 'GET', url: `/request/alfie/delete-request?id=${id}`, headers: bearer(customer) });
  assert.equal((await cancel()).statusCode, 200);
  const again = await cancel();
  assert.equal(again.statusCode, 409, 'a cancelled request is not cancelled twice');

  const rows = await h.db
    .select({
      action: auditLog.action,
      from: auditLog.fromStatus,
      to: auditLog.toStatus,
      who: accounts.email,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
  assert.deepEqual(rows, [
    { action: 'register', from: null, to: 'created', who: 'customer@example.com' },
    { action: 'assign', from: 'created', to: 'assigned', who: 'operator@example.com' },
    { action: 'cancel', from: 'assigned', to: 'cancelled', who: 'customer@example.com' },
  ]);
  const [row] = await h.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id));
  assert.equal(row!.status, 'cancelled');
});
