import fc from 'fast-check';
import { HOUR_MS } from './constants.ts';
import { billableMinutes, computeQuote, extensionCents, extensionEndIssue } from './quote.ts';

const rule = fc.record({
  kind: fc.constantFrom('city' as const, 'poi' as const),
  rateCents: fc.integer({ min: 0, max: 1_000_000 }),
  forfaitHours: fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }),
  percToPA: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe('computeQuote', () => {
  it('bills the duration for a city rule and at least the flat fee for a POI rule', () => {
    const city = computeQuote({ kind: 'city', rateCents: 4000, percToPA: 50 }, 2 * HOUR_MS, 22);
    expect(city).toEqual({
      billableMinutes: 120,
      netCents: 8000,
      vatCents: 1760,
      amountCents: 9760,
      paPaymentCents: 4000,
    });
    const poi = computeQuote(
      { kind: 'poi', rateCents: 4000, forfaitHours: 3, percToPA: 50 },
      2 * HOUR_MS,
      22,
    );
    expect(poi.billableMinutes).toBe(180);
    expect(poi.amountCents).toBe(12000 + 2640);
    const longPoi = computeQuote(
      { kind: 'poi', rateCents: 4000, forfaitHours: 3, percToPA: 50 },
      4 * HOUR_MS,
      0,
    );
    expect(longPoi.netCents).toBe(16000);
  });

  it('answers integer, non-negative cents with VAT applied once', () => {
    fc.assert(
      fc.property(
        rule,
        fc.integer({ min: -HOUR_MS, max: 48 * HOUR_MS }),
        fc.integer({ min: 0, max: 50 }),
        (r, ms, vat) => {
          const q = computeQuote(r, ms, vat);
          for (const n of [q.netCents, q.vatCents, q.amountCents, q.paPaymentCents]) {
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
          expect(q.amountCents).toBe(q.netCents + q.vatCents);
          expect(q.vatCents).toBe(Math.round((q.netCents * vat) / 100));
          expect(q.paPaymentCents).toBeLessThanOrEqual(q.netCents);
        },
      ),
    );
  });

  it('never bills less than the flat fee of a POI', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 48 * HOUR_MS }),
        (forfait, ms) => {
          expect(
            billableMinutes({ kind: 'poi', rateCents: 1, forfaitHours: forfait, percToPA: 1 }, ms),
          ).toBeGreaterThanOrEqual(forfait * 60);
        },
      ),
    );
  });

  it('charges an extension only the extra time', () => {
    const start = new Date('2026-12-01T09:00:00Z');
    const r = { kind: 'city' as const, rateCents: 3000, percToPA: 50 };
    expect(
      extensionCents(r, start, new Date('2026-12-01T11:00:00Z'), new Date('2026-12-01T12:00:00Z'), 10),
    ).toBe(3300);
    expect(
      extensionCents(r, start, new Date('2026-12-01T11:00:00Z'), new Date('2026-12-01T10:00:00Z'), 10),
    ).toBe(0);
  });
});

describe('extensionEndIssue', () => {
  const end = new Date('2026-05-01T18:00:00Z');
  const after = (ms: number) => new Date(end.getTime() + ms);
  it('takes an end later than the current one by up to 24 hours', () => {
    expect(extensionEndIssue(end, after(60_000))).toBeNull();
    expect(extensionEndIssue(end, after(24 * HOUR_MS))).toBeNull();
  });
  it('refuses an end not later, or more than 24 hours later (year 9999)', () => {
    expect(extensionEndIssue(end, end)).toBe('END.DATE.INVALID');
    expect(extensionEndIssue(end, after(-1))).toBe('END.DATE.INVALID');
    expect(extensionEndIssue(end, new Date(Number.NaN))).toBe('END.DATE.INVALID');
    expect(extensionEndIssue(end, after(24 * HOUR_MS + 1))).toBe('EXTENSION.TOO.LONG');
    expect(extensionEndIssue(end, new Date('9999-12-31T23:59:00Z'))).toBe('EXTENSION.TOO.LONG');
  });
});
