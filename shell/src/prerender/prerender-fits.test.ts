import { prerenderFits } from './prerender-fits.ts';

const storing = (value: unknown) => ({
  getItem: (key: string) => (key === 'alfie-session' && value !== undefined ? JSON.stringify(value) : null),
});

describe('prerenderFits', () => {
  it('fits a first visit, a signed-out Italian session and a blocked storage', () => {
    expect(prerenderFits(storing(undefined))).toBe(true);
    expect(prerenderFits(storing({ state: { token: null, locale: 'it' }, version: 0 }))).toBe(true);
    expect(prerenderFits(storing({ state: {}, version: 0 }))).toBe(true);
    expect(prerenderFits(null)).toBe(true);
    expect(
      prerenderFits({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(true);
  });

  it('does not fit a stored session (the guard sends it home) or another language', () => {
    expect(prerenderFits(storing({ state: { token: 'a.b.c', locale: 'it' }, version: 0 }))).toBe(false);
    expect(prerenderFits(storing({ state: { token: null, locale: 'en' }, version: 0 }))).toBe(false);
    expect(prerenderFits(storing({ state: { token: null, locale: 'fr' }, version: 0 }))).toBe(false);
    expect(prerenderFits({ getItem: () => '{not json' })).toBe(false);
  });
});
