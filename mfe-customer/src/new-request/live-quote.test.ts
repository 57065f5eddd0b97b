import { liveQuote } from './live-quote.ts';
import { CUSTOMER_PRICES } from '@alfie/shared/testing/prices';

const at = (h: number, m = 0) => `2031-03-10T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

describe('liveQuote', () => {
  it('prices a POI departure with its rule and flat fee, VAT once', () => {
    const q = liveQuote(CUSTOMER_PRICES, {
      countryId: '1',
      cityId: '10',
      departurePoiId: '100',
      start: at(10),
      end: at(11),
    });
    expect(q).toMatchObject({
      kind: 'poi',
      billableMinutes: 240,
      netCents: 24_000,
      vatCents: 5_280,
      amountCents: 29_280,
    });
  });
  it('prices an address with the city rule by the minute', () => {
    const q = liveQuote(CUSTOMER_PRICES, {
      countryId: '1',
      cityId: '10',
      departurePoiId: '',
      start: at(10),
      end: at(12, 30),
    });
    expect(q).toMatchObject({
      kind: 'city',
      netCents: 11_250,
      vatCents: 2_475,
      amountCents: 13_725,
    });
    expect(q).not.toHaveProperty('paPaymentCents');
  });
  it('has nothing to say until the city and a valid period are chosen', () => {
    expect(
      liveQuote(CUSTOMER_PRICES, {
        countryId: '1',
        cityId: '',
        departurePoiId: '',
        start: at(10),
        end: at(11),
      }),
    ).toBeNull();
    expect(
      liveQuote(CUSTOMER_PRICES, {
        countryId: '1',
        cityId: '10',
        departurePoiId: '',
        start: at(10),
        end: at(9),
      }),
    ).toBeNull();
  });
});
