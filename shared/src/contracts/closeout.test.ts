import fc from 'fast-check';
import { HOUR_MS } from './constants.ts';
import {
  allocateCapture,
  captureLimitCents,
  CLOSEOUT_STATUSES,
  closeoutStateOf,
  endGapFlagged,
  endGapMinutes,
  payoutRefusal,
  serviceTotals,
} from './closeout.ts';

describe("PayPal's over-capture limit", () => {
  it('is 115 % of the authorization, never more than 75 USD (45 in other currencies) above it', () => {
    expect(captureLimitCents(10_000, 'USD')).toBe(11_500);
    expect(captureLimitCents(100_000, 'USD')).toBe(107_500);
    expect(captureLimitCents(20_000, 'EUR')).toBe(23_000);
    expect(captureLimitCents(100_000, 'EUR')).toBe(104_500);
  });

  it('captures each authorization at least in full, never beyond its limit, and owes the rest', () => {
    const auths = fc.array(
      fc.record({ id: fc.integer({ min: 1, max: 1e6 }), amountCents: fc.integer({ min: 1, max: 1e6 }) }),
      { minLength: 0, maxLength: 4 },
    );
    fc.assert(
      fc.property(auths, fc.integer({ min: 0, max: 5e6 }), (list, extra) => {
        const booked = list.reduce((s, a) => s + a.amountCents, 0);
        const total = booked + extra;
        const plan = allocateCapture(list, total, 'EUR');
        plan.shares.forEach((share, i) => {
          expect(share.cents).toBeGreaterThanOrEqual(list[i]!.amountCents);
          expect(share.cents).toBeLessThanOrEqual(captureLimitCents(list[i]!.amountCents, 'EUR'));
        });
        expect(plan.capturedCents + plan.owedCents).toBe(total);
      }),
    );
  });

  it('spreads the extra over the authorizations in order', () => {
    const plan = allocateCapture(
      [
        { id: 1, amountCents: 10_000 },
        { id: 2, amountCents: 5_000 },
      ],
      17_000,
      'EUR',
    );
    expect(plan.shares).toEqual([
      { id: 1, cents: 11_500 },
      { id: 2, cents: 5_500 },
    ]);
    expect(plan.owedCents).toBe(0);
  });
});

describe('service totals at the frozen rate', () => {
  const rule = { kind: 'city' as const, rateCents: 6_000, percToPA: 50 };
  const start = new Date('2026-03-10T08:00:00Z');
  const end = new Date(start.getTime() + 2 * HOUR_MS);
  const request = { startDatetime: start, endDatetime: end, amountCents: 14_640, paPaymentCents: 6_000 };

  it('adds the extra time priced like an extension, with the PA share of it', () => {
    const totals = serviceTotals(rule, 22, request, new Date(end.getTime() + HOUR_MS / 2));
    expect(totals).toEqual({
      extraMinutes: 30,
      extraCents: 3_660,
      finalAmountCents: 18_300,
      paDueCents: 7_500,
    });
  });

  it('charges what was booked when the service ended early or on time', () => {
    for (const actual of [end, new Date(end.getTime() - HOUR_MS)])
      expect(serviceTotals(rule, 22, request, actual)).toEqual({
        extraMinutes: 0,
        extraCents: 0,
        finalAmountCents: 14_640,
        paDueCents: 6_000,
      });
  });
});

describe('closeout states', () => {
  const none = {
    serviceConfirmedAt: null,
    finalAmount: null,
    captured: null,
    owed: null,
    owedWrittenOffAt: null,
    paPaymentInstant: null,
  };
  const confirmed = {
    serviceConfirmedAt: '2026-03-10T12:00:00Z',
    finalAmount: 24_339,
    captured: 24_339,
    owed: 0,
  };
  const short = { ...confirmed, captured: 20_000, owed: 4_339 };

  it('are read from what was recorded, never from its absence', () => {
    // Completed by a plain capture, or marked PA-paid, without a confirmation: still to confirm.
    for (const status of ['pending-capture', 'completed', 'PA-paid'])
      expect(closeoutStateOf({ ...none, status })).toBe('to-confirm');
    expect(closeoutStateOf({ ...none, status: 'completed', ...short })).toBe('to-settle');
    expect(closeoutStateOf({ ...none, status: 'PA-paid', ...short, paPaymentInstant: '2026-03-11' })).toBe(
      'to-settle',
    );
    expect(closeoutStateOf({ ...none, status: 'completed', ...confirmed })).toBe('awaiting-pa-payment');
    expect(
      closeoutStateOf({ ...none, status: 'completed', ...short, owedWrittenOffAt: '2026-03-11T09:00:00Z' }),
    ).toBe('awaiting-pa-payment');
    expect(closeoutStateOf({ ...none, status: 'PA-paid', ...confirmed })).toBe('awaiting-pa-payment');
    expect(
      closeoutStateOf({ ...none, status: 'PA-paid', ...confirmed, paPaymentInstant: '2026-03-11' }),
    ).toBe('pa-paid');
  });

  it('leave out what is not a closeout row', () => {
    expect(CLOSEOUT_STATUSES).toEqual(['pending-capture', 'completed', 'PA-paid']);
    for (const status of ['created', 'assigned', 'cancelled', null])
      expect(closeoutStateOf({ ...none, ...confirmed, status })).toBeNull();
  });

  it('allow a payout only once confirmed and settled', () => {
    expect(payoutRefusal({ ...none, status: 'completed' })).toBe('PAYOUT.NOT.CONFIRMED');
    expect(payoutRefusal({ ...none, status: 'completed', serviceConfirmedAt: '2026-03-10' })).toBe(
      'PAYOUT.NOT.CONFIRMED',
    );
    expect(payoutRefusal({ ...none, status: 'completed', ...short })).toBe('PAYOUT.NOT.SETTLED');
    expect(
      payoutRefusal({ ...none, status: 'completed', ...short, owedWrittenOffAt: '2026-03-11' }),
    ).toBeNull();
    expect(payoutRefusal({ ...none, status: 'completed', ...confirmed })).toBeNull();
  });
});

describe('the PA reported end against the planned one', () => {
  const planned = '2026-03-10T10:00:00.000Z';
  it('counts the minutes either way, none without a report', () => {
    expect(endGapMinutes(planned, '2026-03-10T11:30:00.000Z')).toBe(90);
    expect(endGapMinutes(planned, '2026-03-10T09:40:00.000Z')).toBe(-20);
    expect(endGapMinutes(planned, null)).toBeNull();
  });
  it('flags a gap of more than 15 minutes, not one of 15', () => {
    expect(endGapFlagged(15)).toBe(false);
    expect(endGapFlagged(-15)).toBe(false);
    expect(endGapFlagged(16)).toBe(true);
    expect(endGapFlagged(-16)).toBe(true);
    expect(endGapFlagged(null)).toBe(false);
  });
});
