// The shared patterns run on every API call: none may backtrack catastrophically (ReDoS), and the e-mail
// pattern accepts exactly what the old client's pattern accepted.
import fc from 'fast-check';
import {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  VAT_PATTERN,
  COUNTRY_CODE_PATTERN,
  FISCAL_CODE_PATTERN,
} from './patterns.ts';

const OLD_CLIENT_EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

describe('patterns against ReDoS', () => {
  it.each([
    ['email', EMAIL_PATTERN],
    ['password', PASSWORD_PATTERN],
    ['vat', VAT_PATTERN],
    ['country code', COUNTRY_CODE_PATTERN],
    ['fiscal code', FISCAL_CODE_PATTERN],
  ])('%s answers within milliseconds on 100,000 hostile characters', (_name, pattern) => {
    for (const evil of [
      'x'.repeat(100_000) + '!',
      'a.'.repeat(50_000) + '@',
      'a@' + 'a.a'.repeat(30_000) + '!',
    ]) {
      const started = performance.now();
      pattern.test(evil);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('the e-mail pattern accepts exactly the old client pattern’s language', () => {
    const chars = fc.constantFrom('a', 'b', '1', '_', '.', '-', '@');
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 16 }), (s) => {
        expect(EMAIL_PATTERN.test(s)).toBe(OLD_CLIENT_EMAIL.test(s));
      }),
      { numRuns: 5000 },
    );
    for (const ok of ['a@b.it', 'first.last@mail.example.com', 'x-y@a-b.co.uk'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a..b@c.it', '@b.it', 'a@b.itaaa']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
