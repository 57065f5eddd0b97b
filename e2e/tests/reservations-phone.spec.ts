// The customer's reservations on a phone: each one a card (status in view) that a tap opens, nothing scrolling
// sideways, in it, en and fr; on a wide screen the same reservation is a table row. The journey files the
// reservation it looks for.
import { expect, signInWithLocale, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';
import { expectFitsWidth, PHONE } from '../support/phone.ts';
import { fileMilanoRequest } from './requests-support.ts';

const DAY = 86_400_000;

/** A reservation of the demo customer a few days ahead, at a street no other journey uses. */
async function fileReservation(request: Parameters<typeof fileMilanoRequest>[0], label: string) {
  const street = `Via Schede ${label} ${Date.now()}`;
  const id = await fileMilanoRequest(request, { start: new Date(Date.now() + 5 * DAY), street });
  return { id, street };
}

test.describe('on a 390 px wide phone', () => {
  test.use(PHONE);

  for (const locale of ['it', 'en', 'fr'] as const) {
    test(`reservations are cards a tap opens, nothing scrolls sideways (${locale})`, async ({
      page,
      request,
    }) => {
      requireApi();
      const s = CUSTOMER_STRINGS[locale];
      const { id, street } = await fileReservation(request, locale);
      await signInWithLocale(page, request, 'customer', locale, '/richieste-customer');
      const ongoing = page.getByRole('region', { name: s.ongoing });
      const card = ongoing.getByRole('link').filter({ hasText: street });
      // The demo customer's list is long, and the machine may be busy: more than the default wait.
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText(s['STATUS.created']);
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectFitsWidth(page, `/richieste-customer (${locale})`);
      await card.tap();
      await expect(page).toHaveURL(new RegExp(`/customer-request-details\\?id=${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: s.requestDetailTitle })).toBeVisible();
    });
  }
});

test('on a wide screen the reservations stay a table', async ({ page, request }) => {
  requireApi();
  const s = CUSTOMER_STRINGS.en;
  const { street } = await fileReservation(request, 'wide');
  await signInWithLocale(page, request, 'customer', 'en', '/richieste-customer');
  const row = page.getByRole('region', { name: s.ongoing }).getByRole('row').filter({ hasText: street });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('link', { name: /Manage/ })).toBeVisible();
});
