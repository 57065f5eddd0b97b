// GET /Request/alfie/request-detail for customers (the requests area's route and getRequestDetail): the owner reads
// its own request with the stored referents, people and travels; another customer gets 403.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestDetail } from '@alfie/shared/contracts';
import { bearer, build } from '../../../test/build.ts';
import { demoCompany, demoPlaces, otherCustomer, validPayload } from '../../../test/customer-requests.ts';

test('a customer reads its own request detail, never another company’s', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const token = await h.login('customer@example.com');
  const company = await demoCompany(h);
  const places = await demoPlaces(h);
  const filed = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(token),
    payload: validPayload({
      customerId: company.id,
      countryId: places.italy.id,
      cityId: places.milano.id,
      poiId: places.malpensa.id,
    }),
  });
  const id = filed.json().id as number;
  const url = `/Request/alfie/request-detail?id=${id}`;
  const res = await h.app.inject({ method: 'GET', url, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  const d = res.json() as RequestDetail;
  assert.equal(d.request.id, id);
  assert.equal(d.request.amount, 292.8);
  assert.equal(d.request.status, 'created');
  assert.deepEqual(
    d.referents.map((r) => [r.firstname, r.lastname]),
    [
      ['Maria', 'Rossi Bianchi'],
      ['Luca', 'Verdi'],
    ],
  );
  assert.equal(d.assisted.length, 2);
  assert.equal(d.travels[0]!.code, 'AZ123');
  assert.equal(d.assignedTo, null);
  const b = await otherCustomer(h);
  const other = await h.app.inject({ method: 'GET', url, headers: bearer(b.token) });
  assert.equal(other.statusCode, 403);
  assert.equal((await h.app.inject({ method: 'GET', url })).statusCode, 401);
});
