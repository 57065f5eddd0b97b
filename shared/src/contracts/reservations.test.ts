import { canCancelReservation, isReservationOngoing } from './reservations.ts';
import { departureRule } from './request-quote.ts';

const now = new Date('2026-03-29T00:30:00Z'); // the night Europe switches to summer time

describe('isReservationOngoing', () => {
  it('compares instants, so zone suffixes and daylight saving do not matter', () => {
    expect(isReservationOngoing({ endDatetime: '2026-03-29T02:30:00+02:00', status: 'created' }, now)).toBe(
      false,
    );
    expect(isReservationOngoing({ endDatetime: '2026-03-29T01:31:00+01:00', status: 'created' }, now)).toBe(
      true,
    );
    expect(isReservationOngoing({ endDatetime: '2026-03-29T00:30:00Z', status: 'assigned' }, now)).toBe(
      false,
    );
  });
  it('puts a cancelled request among the closed ones even when it ends later', () => {
    expect(isReservationOngoing({ endDatetime: '2026-04-01T10:00:00Z', status: 'cancelled' }, now)).toBe(
      false,
    );
  });
});

describe('canCancelReservation', () => {
  it('allows a future start only, once', () => {
    expect(canCancelReservation({ startDatetime: '2026-03-29T00:31:00Z', status: 'created' }, now)).toBe(
      true,
    );
    expect(canCancelReservation({ startDatetime: '2026-03-29T00:30:00Z', status: 'created' }, now)).toBe(
      false,
    );
    expect(canCancelReservation({ startDatetime: '2026-04-01T00:00:00Z', status: 'cancelled' }, now)).toBe(
      false,
    );
  });
});

describe('departureRule', () => {
  const city = { priceCents: 4500, percToPA: 60 };
  it('takes the POI rule when the departure POI has a price', () => {
    expect(departureRule(city, { priceCents: 6000, forfaitHours: 4, percToPA: 55 })).toEqual({
      kind: 'poi',
      rateCents: 6000,
      forfaitHours: 4,
      percToPA: 55,
    });
  });
  it('falls back to the city rule for an address or a POI without a price', () => {
    expect(departureRule(city, null).kind).toBe('city');
    expect(departureRule(city, { priceCents: 0, forfaitHours: 3, percToPA: 60 })).toEqual({
      kind: 'city',
      rateCents: 4500,
      percToPA: 60,
    });
  });
});
