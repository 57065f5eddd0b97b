import { mapHref, stopLine, telHref } from './links.ts';
import type { PaStop } from '@alfie/shared/contracts';

const stop = {
  orderIndex: 0,
  address: 'Via Roma 1',
  postalCode: '20100',
  city: 'Milano',
  country: 'Italia',
} as unknown as PaStop;

it('writes the stop with its country in the reader language, the stored name when it knows no other', () => {
  expect(stopLine(stop, 'en')).toContain('Milano, Italy');
  expect(stopLine(stop, 'fr')).toContain('Milano, Italie');
  expect(stopLine(stop, 'it')).toContain('Milano, Italia');
  expect(stopLine({ ...stop, country: 'Atlantide' }, 'en')).toContain('Milano, Atlantide');
  expect(mapHref(stop, 'en')).toContain(encodeURIComponent('Milano, Italy'));
});

it('dials the number as written without its spaces', () => {
  expect(telHref('+39 333 123 4567')).toBe('tel:+393331234567');
});
