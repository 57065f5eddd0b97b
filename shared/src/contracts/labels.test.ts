import { CULTURES, LOCALES, VEHICLES } from './constants.ts';
import { countryName, cultureLabel, vehicleLabel } from './labels.ts';

describe('labels of stored codes and names', () => {
  it('names every means of service and language in every language, never by its code', () => {
    for (const locale of LOCALES) {
      for (const code of VEHICLES) expect(vehicleLabel(code, locale)).not.toMatch(/^carType|^nothing$/);
      for (const code of CULTURES) expect(cultureLabel(code, locale)).not.toBe(code);
    }
    expect(vehicleLabel('carType2', 'it')).toBe('Auto compatta');
    expect(vehicleLabel('carType3', 'en')).toBe('SUV / sedan');
    expect(cultureLabel('en', 'fr')).toBe('Anglais');
  });

  it('translates a country by its stored name, and keeps a name it does not know', () => {
    expect(countryName('Italia', 'en')).toBe('Italy');
    expect(countryName('Italia', 'fr')).toBe('Italie');
    expect(countryName('Italia', 'it')).toBe('Italia');
    expect(countryName('France', 'it')).toBe('Francia');
    expect(countryName('Atlantide', 'en')).toBe('Atlantide');
  });

  it('shows an unknown code as stored and falls back to Italian for an unknown language', () => {
    expect(vehicleLabel('bicycle', 'en')).toBe('bicycle');
    expect(cultureLabel('xx', 'en')).toBe('xx');
    expect(vehicleLabel('carType1', 'de')).toBe('City car');
    expect(countryName('toString', 'en')).toBe('toString');
  });
});
