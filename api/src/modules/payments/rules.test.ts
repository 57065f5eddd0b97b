// PayPal's limits as pure rules: when to reauthorize, what is about to expire, cents and PayPal values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  centsToValue,
  DAY_MS,
  expiryReason,
  frozenRule,
  HONOUR_MS,
  isReauthorizationDue,
  reauthorizationDueAt,
  VALIDITY_MS,
  valueToCents,
} from './rules.ts';

const T0 = Date.UTC(2026, 0, 10, 9);
const open = (over: Partial<Parameters<typeof reauthorizationDueAt>[0]> = {}) => ({
  status: 'authorized',
  expiresAt: new Date(T0 + HONOUR_MS),
  validUntil: new Date(T0 + VALIDITY_MS),
  reauthorizedAt: null,
  ...over,
});

test('no reauthorization when the service ends within the honour period, or after one already happened', () => {
  assert.equal(reauthorizationDueAt(open(), new Date(T0 + 2 * DAY_MS)), null);
  assert.equal(reauthorizationDueAt(open({ reauthorizedAt: new Date(T0) }), new Date(T0 + 9 * DAY_MS)), null);
  assert.equal(reauthorizationDueAt(open({ status: 'captured' }), new Date(T0 + 9 * DAY_MS)), null);
});

test('reauthorizes so that the new honour period covers the end, never before the honour period ends', () => {
  assert.equal(reauthorizationDueAt(open(), new Date(T0 + 10 * DAY_MS))!.getTime(), T0 + 7 * DAY_MS);
  assert.equal(reauthorizationDueAt(open(), new Date(T0 + 4 * DAY_MS))!.getTime(), T0 + HONOUR_MS);
});

test('a service after the 29 days is reauthorized a day before they end (the best PayPal allows)', () => {
  assert.equal(reauthorizationDueAt(open(), new Date(T0 + 40 * DAY_MS))!.getTime(), T0 + 28 * DAY_MS);
  assert.equal(
    isReauthorizationDue(open(), new Date(T0 + 40 * DAY_MS), new Date(T0 + 28 * DAY_MS + 1)),
    true,
  );
  assert.equal(isReauthorizationDue(open(), new Date(T0 + 40 * DAY_MS), new Date(T0 + 29 * DAY_MS)), false);
  assert.equal(isReauthorizationDue(open(), new Date(T0 + 40 * DAY_MS), new Date(T0 + 27 * DAY_MS)), false);
});

test('expiry reasons within the horizon', () => {
  assert.equal(expiryReason(open(), new Date(T0), 48 * 3_600_000), null);
  assert.equal(expiryReason(open(), new Date(T0 + 2 * DAY_MS), 48 * 3_600_000), 'honour-ending');
  assert.equal(expiryReason(open(), new Date(T0 + 28 * DAY_MS), 48 * 3_600_000), 'validity-ending');
  assert.equal(expiryReason(open({ status: 'voided' }), new Date(T0 + 28 * DAY_MS), 48 * 3_600_000), null);
});

test('cents and PayPal decimal values', () => {
  assert.equal(centsToValue(8052), '80.52');
  assert.equal(centsToValue(5), '0.05');
  assert.equal(valueToCents('80.52'), 8052);
  assert.equal(valueToCents('80.5'), 8050);
  assert.ok(Number.isNaN(valueToCents('80.521')));
  assert.ok(Number.isNaN(valueToCents('-1')));
  assert.ok(Number.isNaN(valueToCents(undefined)));
});

test('the frozen rule: a priced departure POI bills its flat fee, else the city rule', () => {
  const stop = { cityPriceCents: 3000, poiPriceCents: 4500, flatPrice: 2, percToPA: 60, poiId: 4 };
  assert.deepEqual(frozenRule(stop), { kind: 'poi', rateCents: 4500, forfaitHours: 2, percToPA: 60 });
  assert.deepEqual(frozenRule({ ...stop, poiId: null, poiPriceCents: null }), {
    kind: 'city',
    rateCents: 3000,
    percToPA: 60,
  });
});
