// The terms and privacy PDFs that signup and profile open are served by the shell in every language.
import { expect, test } from '@playwright/test';

for (const locale of ['it', 'en', 'fr']) {
  for (const doc of ['terms', 'privacy']) {
    test(`${doc} PDF in ${locale} is served`, async ({ request }) => {
      const res = await request.get(`/legal/${locale}/${doc}.pdf`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
}
