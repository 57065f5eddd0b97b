// Screenshots in it, en and fr, saved under e2e/artifacts/: login, signup, a signed-in operator screen, and the
// customer's request form (with its messages) and reservations. Pictures for people, taken on demand
// (`npm run screenshots -w e2e`): no checking journey spends its time on them.
import path from 'node:path';
import { signInWithLocale, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

for (const locale of ['it', 'en', 'fr'] as const) {
  test(`screenshots in ${locale}`, async ({ page, request, setSession, signInAs }) => {
    await setSession({ locale });
    for (const [name, url] of [
      ['login', '/'],
      ['signup', '/signup'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${locale}.png`), fullPage: true });
    }
    requireApi();
    await signInAs('operator');
    // The login answer carries the account's language: switch the stored one and reload.
    await page.evaluate((l) => {
      const stored = JSON.parse(window.localStorage.getItem('alfie-session') ?? '{}');
      stored.state.locale = l;
      window.localStorage.setItem('alfie-session', JSON.stringify(stored));
    }, locale);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, `operator-${locale}.png`), fullPage: true });

    const s = CUSTOMER_STRINGS[locale];
    await signInWithLocale(page, request, 'customer', locale, '/landing-richiesta');
    await page.getByRole('button', { name: s.submit }).click();
    await page.getByRole('alert').filter({ hasText: s['REQUIRED.PLACE'] }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, `customer-form-${locale}.png`), fullPage: true });
    await page.goto('/richieste-customer');
    await page.getByRole('region', { name: s.closed }).getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, `customer-reservations-${locale}.png`) });
  });
}
