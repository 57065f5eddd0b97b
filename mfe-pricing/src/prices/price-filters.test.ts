import { flattenPrices } from '@alfie/shared/contracts';
import { PRICES } from '@alfie/shared/testing/prices';
import { applyPriceFilters, cityOptions, nextFilters, NO_PRICE_FILTERS } from './price-filters.ts';

const rows = flattenPrices(PRICES);

it('choosing another country resets the city filter; other changes keep it', () => {
  const withCity = { type: '', country: '1', city: 'Milano' };
  expect(nextFilters(withCity, { country: '2' })).toEqual({ type: '', country: '2', city: '' });
  expect(nextFilters(withCity, { country: '1' })).toEqual(withCity);
  expect(nextFilters(withCity, { type: '2' })).toEqual({ ...withCity, type: '2' });
  expect(nextFilters(NO_PRICE_FILTERS, { city: 'Roma' }).city).toBe('Roma');
});

it('the city list narrows to the chosen country', () => {
  expect(cityOptions(rows, '')).toEqual(['Milano', 'Paris', 'Roma']);
  expect(cityOptions(rows, '1')).toEqual(['Milano', 'Roma']);
  expect(cityOptions(rows, '2')).toEqual(['Paris']);
});

it('filters by type id (1 city, 2 poi), country and city together', () => {
  expect(applyPriceFilters(rows, { type: '1', city: '', country: '' }).every((r) => r.type === 'city')).toBe(
    true,
  );
  expect(applyPriceFilters(rows, { type: '2', city: '', country: '' }).map((r) => r.poi)).toEqual([
    'Malpensa',
  ]);
  expect(applyPriceFilters(rows, { type: '', city: 'Milano', country: '1' })).toHaveLength(2);
  expect(applyPriceFilters(rows, { type: '', city: 'Milano', country: '2' })).toHaveLength(0);
  expect(applyPriceFilters(rows, NO_PRICE_FILTERS)).toHaveLength(rows.length);
});
