// Every customer screen in it, en and fr: translated, readable, and without serious accessibility violations.
import { DEMO, expect, signInWithLocale, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';
import { API_URL } from '../support/urls.ts';

for (const locale of ['it', 'en', 'fr'] as const) {
  const s = CUSTOMER_STRINGS[locale];

  test(`customer screens in ${locale}: translated and accessible`, async ({
    page,
    request,
    a11y,
    browserErrors,
  }) => {
    requireApi();
    test.setTimeout(90_000);
    const answer = await signInWithLocale(page, request, 'customer', locale, '/landing-richiesta');
    const heading = (p: Page, name: string) => p.getByRole('heading', { level: 1, name });

    await expect(heading(page, s.newRequestTitle)).toBeVisible();
    await expect(page.getByLabel(s.businessName, { exact: true })).not.toHaveValue('');
    await page.getByRole('button', { name: s.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: s['REQUIRED.PLACE'] })).toBeVisible();
    await a11y(`new request form with its messages (${locale})`);
    await page.getByRole('button', { name: s['LEGAL.TERMS'] }).click();
    await expect(page.getByRole('dialog', { name: s['LEGAL.TERMS'] })).toBeVisible();
    await a11y(`terms modal (${locale})`);
    await page.keyboard.press('Escape');

    await page.goto('/ty-page');
    await expect(heading(page, s.tyTitle)).toBeVisible();
    await a11y(`request thank-you (${locale})`);

    await page.goto('/richieste-customer');
    await expect(page.getByRole('region', { name: s.ongoing })).toBeVisible();
    await expect(page.getByRole('region', { name: s.closed }).getByRole('row').nth(1)).toBeVisible();
    await a11y(`reservations (${locale})`);

    const own = await request.get(`${API_URL}/request/alfie/requests?status=ongoing&limit=1`, {
      headers: { authorization: `Bearer ${answer.account.token}` },
    });
    const [first] = (await own.json()) as { id: number }[];
    await page.goto(`/customer-request-details?id=${first!.id}`);
    await expect(heading(page, s.requestDetailTitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: s.assistanceTitle })).toBeVisible();
    await a11y(`request detail (${locale})`);

    await page.goto('/profile');
    await expect(heading(page, s.profileTitle)).toBeVisible();
    await expect(page.getByText(DEMO.customer.email).first()).toBeVisible();
    await page.getByRole('button', { name: s.deleteProfile }).click();
    await expect(page.getByRole('dialog', { name: s.deleteProfileTitle })).toContainText(s.deleteProfileKept);
    await a11y(`profile with the delete confirmation (${locale})`);
    expect(browserErrors).toEqual([]);
  });
}
