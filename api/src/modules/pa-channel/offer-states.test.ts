// Where each of the PA's offers stands, as the PA's list says it: withdrawn after a withdrawal (and waiting again
// once made again), clashing with the PA's own assignment exactly when the operators see the PA busy for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PaOfferItem } from '@alfie/shared/contracts';
import { milanoRequest, OFFER, OFFERS, paWorld, WITHDRAW, type PaWorld } from '../../test/pa.ts';
import { BASE, HOUR, MINUTE, offeredRequest, offersOf, setBuffer, staffedRequest } from '../../test/busy.ts';

async function offerOf(w: PaWorld, requestId: number): Promise<PaOfferItem | undefined> {
  const res = await w.call(w.pa.token, 'GET', OFFERS);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as PaOfferItem[]).find((o) => o.requestId === requestId);
}

test('a withdrawn offer stays in the list as withdrawn, without Withdraw; made again it is waiting', async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  const call = (url: string) => w.call(w.pa.token, 'POST', url, { requestId: id });
  assert.equal((await call(OFFER)).statusCode, 200);
  assert.deepEqual(await offerOf(w, id).then((o) => [o?.state, o?.withdrawable, o?.clashesWith]), [
    'waiting',
    true,
    null,
  ]);
  assert.equal((await call(WITHDRAW)).statusCode, 200);
  const withdrawn = await offerOf(w, id);
  assert.equal(withdrawn?.state, 'withdrawn');
  assert.equal(withdrawn?.withdrawable, false);
  // The operators no longer see it, and withdrawing twice finds no live offer.
  const operator = await w.h.login('operator@example.com');
  assert.deepEqual(await offersOf(w, operator, id), []);
  assert.equal((await call(WITHDRAW)).statusCode, 404);
  assert.equal((await call(OFFER)).statusCode, 200, 'offered again');
  assert.equal((await offerOf(w, id))?.state, 'waiting');
  assert.equal((await offersOf(w, operator, id)).length, 1);
});

test("an offer overlapping one of the PA's assignments (travel time included) clashes with it, as the operators see", async (t) => {
  const w = await paWorld(t);
  await setBuffer(w, 30);
  const operator = await w.h.login('operator@example.com');
  // The offer [BASE, BASE + 2h); an assignment ending 20 minutes before it (inside the 30-minute travel time).
  const clashing = await offeredRequest(w, BASE, BASE + 2 * HOUR, [w.pa.id]);
  const assignment = await staffedRequest(w, w.pa.id, BASE - 2 * HOUR, BASE - 20 * MINUTE);
  // Another offer a day later, clear of every assignment.
  const clear = await offeredRequest(w, BASE + 24 * HOUR, BASE + 26 * HOUR, [w.pa.id]);

  const offer = await offerOf(w, clashing);
  assert.equal(offer?.state, 'clashes');
  assert.equal(offer?.clashesWith, assignment);
  const seen = (await offersOf(w, operator, clashing)).find((o) => o.id === w.pa.id);
  assert.equal(
    seen?.conflict?.requestId,
    assignment,
    'the operators see the PA busy with the same assignment',
  );
  assert.deepEqual(await offerOf(w, clear).then((o) => [o?.state, o?.clashesWith]), ['waiting', null]);

  // Outside the travel time there is no clash, on either side.
  await setBuffer(w, 10);
  assert.deepEqual(await offerOf(w, clashing).then((o) => [o?.state, o?.clashesWith]), ['waiting', null]);
  assert.equal((await offersOf(w, operator, clashing)).find((o) => o.id === w.pa.id)?.conflict, null);
});
