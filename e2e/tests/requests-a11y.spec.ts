// Axe scan of the request dashboard and the assignment page in it, en and fr (no serious or critical violation).
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { apiList, R, signInWithLocale, tokenOf, type Locale } from './requests-support.ts';

for (const locale of ['it', 'en', 'fr'] as Locale[]) {
  test(`request screens pass axe in ${locale}`, async ({ page, request, a11y }) => {
    requireApi();
    const s = R[locale];
    await signInWithLocale(page, request, 'operator', locale, '/richieste');
    await expect(page.getByRole('heading', { name: s.businessTitle })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await a11y(`requests dashboard (${locale})`);

    const token = await tokenOf(request, 'operator');
    const [first] = (await apiList(request, token, { type: 'business', status: 'created', limit: '20' }))
      .items;
    await page.goto(`/assegnazione?id=${first!.id}`);
    await expect(page.getByRole('heading', { name: s.details })).toBeVisible();
    const toggle = page.locator('.alfie-accordion-toggle').first();
    if (await toggle.count()) await toggle.click();
    await a11y(`assignment page (${locale})`);
  });
}
