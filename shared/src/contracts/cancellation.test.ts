// The fee of a cancellation at each instant before the start, and the policy's validation with its error keys.
import * as v from 'valibot';
import {
  DEFAULT_CANCELLATION_POLICY,
  filedInsideFeeWindow,
  policyAhead,
  quoteCancellation,
} from './cancellation.ts';
import { cancellationPolicySchema } from './schemas/cancellation-policy.ts';

const HOUR = 3_600_000;
const start = new Date('2026-06-10T09:00:00Z');
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);
const filed = at(24 * 60);
const quote = (now: Date, policy = DEFAULT_CANCELLATION_POLICY, assigned = true, createdAt = filed) =>
  quoteCancellation(policy, { totalCents: 12_201, currencyCode: 'EUR', start, now, createdAt, assigned });

describe('quoteCancellation', () => {
  it('is free until 24 hours before the start, the edge included, and says when that ends', () => {
    for (const h of [24 * 30, 25, 24])
      expect(quote(at(h))).toEqual({
        feeCents: 0,
        currencyCode: 'EUR',
        percent: 0,
        reason: 'free-window',
        freeUntil: at(24).toISOString(),
        changesAt: at(24).toISOString(),
        nextFeeCents: 6101,
      });
  });

  it('costs half (rounded) from just after 24 hours until 2 hours before, then everything', () => {
    const half = quote(new Date(at(24).getTime() + 1));
    expect(half).toMatchObject({
      feeCents: 6101,
      percent: 50,
      changesAt: at(2).toISOString(),
      nextFeeCents: 12_201,
    });
    expect(quote(at(2))).toMatchObject({ feeCents: 6101, percent: 50 });
    const full = quote(new Date(at(2).getTime() + 1));
    expect(full).toMatchObject({
      feeCents: 12_201,
      percent: 100,
      reason: null,
      changesAt: null,
      nextFeeCents: null,
    });
    expect(full.freeUntil).toBe(at(24).toISOString());
    // After the start the last fee stays (the cancel itself is refused then).
    expect(quote(at(-1))).toMatchObject({ feeCents: 12_201, changesAt: null });
  });

  it('has no free time when the first window costs something, and skips windows of the same fee', () => {
    const policy = [
      { hoursBefore: 48, percent: 10 },
      { hoursBefore: 12, percent: 10 },
      { hoursBefore: 0, percent: 30 },
    ];
    expect(quote(at(100), policy)).toEqual({
      feeCents: 1220,
      currencyCode: 'EUR',
      percent: 10,
      reason: null,
      freeUntil: null,
      changesAt: at(12).toISOString(),
      nextFeeCents: 3660,
    });
  });

  it('is free until a PA is assigned, whatever the window, and says why', () => {
    for (const h of [48, 10, 1])
      expect(quote(at(h), DEFAULT_CANCELLATION_POLICY, false, at(49))).toEqual({
        feeCents: 0,
        currencyCode: 'EUR',
        percent: 0,
        reason: 'unassigned',
        freeUntil: at(24).toISOString(),
        changesAt: null,
        nextFeeCents: null,
      });
  });

  it('never answers a free window that ended before the request was filed', () => {
    const late = at(3);
    expect(quote(at(2.9), DEFAULT_CANCELLATION_POLICY, false, late)).toMatchObject({
      feeCents: 0,
      reason: 'unassigned',
      freeUntil: null,
    });
    expect(quote(at(2.5), DEFAULT_CANCELLATION_POLICY, true, late)).toMatchObject({
      feeCents: 6101,
      reason: null,
      freeUntil: null,
    });
    // Filed exactly at the free window's end: still free then.
    expect(quote(at(24), DEFAULT_CANCELLATION_POLICY, true, at(24)).freeUntil).toBe(at(24).toISOString());
  });
});

describe('policyAhead', () => {
  const ahead = (hoursBefore: number, policy = DEFAULT_CANCELLATION_POLICY) =>
    policyAhead(policy, { totalCents: 12_201, start, now: at(hoursBefore) });

  it('lists the windows a request filed now will cross, the first already begun', () => {
    expect(ahead(48)).toEqual([
      { percent: 0, feeCents: 0, from: null },
      { percent: 50, feeCents: 6101, from: at(24).toISOString() },
      { percent: 100, feeCents: 12_201, from: at(2).toISOString() },
    ]);
    expect(ahead(3)).toEqual([
      { percent: 50, feeCents: 6101, from: null },
      { percent: 100, feeCents: 12_201, from: at(2).toISOString() },
    ]);
    expect(ahead(1)).toEqual([{ percent: 100, feeCents: 12_201, from: null }]);
  });

  it('says whether the filing falls inside a window with a fee', () => {
    expect(filedInsideFeeWindow(DEFAULT_CANCELLATION_POLICY, start, at(48))).toBe(false);
    expect(filedInsideFeeWindow(DEFAULT_CANCELLATION_POLICY, start, at(24))).toBe(false);
    expect(filedInsideFeeWindow(DEFAULT_CANCELLATION_POLICY, start, at(3))).toBe(true);
  });
});

describe('cancellationPolicySchema', () => {
  const issues = (input: unknown) => {
    const r = v.safeParse(cancellationPolicySchema, input);
    return r.success ? [] : r.issues.map((i) => i.message);
  };

  it('takes the default policy and numbers typed as text', () => {
    expect(issues(DEFAULT_CANCELLATION_POLICY)).toEqual([]);
    expect(
      v.parse(cancellationPolicySchema, [
        { hoursBefore: ' 48 ', percent: '20' },
        { hoursBefore: '0', percent: 100 },
      ]),
    ).toEqual([
      { hoursBefore: 48, percent: 20 },
      { hoursBefore: 0, percent: 100 },
    ]);
  });

  it('refuses each wrong policy with its key', () => {
    expect(issues([])[0]).toBe('CANCELLATION.POLICY.INVALID');
    expect(issues(Array.from({ length: 7 }, (_, i) => ({ hoursBefore: 6 - i, percent: 100 })))).toContain(
      'CANCELLATION.POLICY.INVALID',
    );
    expect(issues([{ hoursBefore: -1, percent: 0 }])).toContain('CANCELLATION.HOURS.INVALID');
    expect(issues([{ hoursBefore: 1.5, percent: 0 }])).toContain('CANCELLATION.HOURS.INVALID');
    expect(issues([{ hoursBefore: 0, percent: 101 }])).toContain('CANCELLATION.PERCENT.INVALID');
    expect(issues([{ hoursBefore: 0, percent: '' }])).toContain('REQUIRED.FIELD');
    // Hours must decrease, fees must not.
    expect(
      issues([
        { hoursBefore: 2, percent: 0 },
        { hoursBefore: 24, percent: 50 },
        { hoursBefore: 0, percent: 100 },
      ]),
    ).toEqual(['CANCELLATION.POLICY.ORDER']);
    expect(
      issues([
        { hoursBefore: 24, percent: 50 },
        { hoursBefore: 0, percent: 20 },
      ]),
    ).toEqual(['CANCELLATION.POLICY.ORDER']);
    expect(issues([{ hoursBefore: 24, percent: 0 }])).toEqual(['CANCELLATION.POLICY.LAST']);
    expect(issues([{ hoursBefore: 0, percent: 0, extra: 1 }])).not.toEqual([]);
  });
});
