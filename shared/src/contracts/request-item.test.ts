// Reading a list item's numbered slots and stops, as the dashboards, the PA's screens and the Excel export do.
import { arrival, culturesOf, departure, stopAddress, vehiclesOf } from './request-item.ts';
import type { RequestStop } from './schemas/answers.ts';

describe('request item', () => {
  it('lists the vehicles of every slot, the first unnumbered, skipping the empty ones', () => {
    expect(
      vehiclesOf({
        requiredVehicle: 'car',
        requiredVehicle1: null,
        requiredVehicle2: 'van',
        requiredVehicle7: 'bus',
      }),
    ).toEqual(['car', 'van', 'bus']);
    expect(vehiclesOf({})).toEqual([]);
  });

  it('lists the languages of slots 1 to 6', () => {
    expect(culturesOf({ requiredCulture1: 'it', requiredCulture3: '', requiredCulture6: 'fr' })).toEqual([
      'it',
      'fr',
    ]);
  });

  it('reads the departure, the arrival and a stop address', () => {
    const stop = (city: string, extra: Partial<RequestStop> = {}) =>
      ({ city, poi: null, street: null, streetNumber: null, postalCode: null, ...extra }) as RequestStop;
    const one = { cities: [stop('Roma', { poi: 'Fiumicino' })] };
    const two = {
      cities: [stop('Roma'), stop('Milano', { street: 'Via Dante', streetNumber: '4', postalCode: '20121' })],
    };
    expect(departure(one)?.city).toBe('Roma');
    expect(arrival(one)).toBeUndefined();
    expect(arrival(two)?.city).toBe('Milano');
    expect(stopAddress(departure(one))).toBe('Fiumicino');
    expect(stopAddress(arrival(two))).toBe('Via Dante 4, 20121');
    expect(stopAddress(undefined)).toBe('');
  });
});
