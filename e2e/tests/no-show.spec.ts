// A guest who never shows: in a country of the journey's own whose waiting time is nil, the journey's PA reaches the
// meeting point of a paid service that has just started and reports the guest not found, with a note; an operator
// finds it pinned on the dashboard, confirms it, and the country's policy takes the whole total as a late
// cancellation, captured from the customer's authorization; the customer is mailed.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate, signInWithLocale } from '../support/session.ts';
import { waitForMail } from '../support/mailbox.ts';
import { PHONE } from '../support/phone.ts';
import { strings as paStrings } from '../../mfe-pa/src/i18n/strings.ts';
import { apiCall } from './pricing-support.ts';
import { fill, R } from './requests-support.ts';
import { assignedService, ownCountry, ownPa, payAsCustomer, signInAsPa } from './field-support.ts';

const s = R.en;
const p = paStrings.en;

test('a no-show reported by the PA and confirmed by an operator takes the fee', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(150_000);
  requireApi();
  const place = await ownCountry(request, { noShowWaitMinutes: 0 });
  const pa = await ownPa(request, place.cityName);
  // Starting in a few seconds: a PA offers only before the start, and with no waiting time the guest is missing
  // from the start on.
  const service = await assignedService(request, pa, { start: new Date(Date.now() + 10_000), place });
  await payAsCustomer(request, service);
  const customer = (await authenticate(request, 'customer')).account.token;

  const phone = await browser.newContext(PHONE);
  try {
    const paPage = await phone.newPage();
    await signInAsPa(paPage, pa, 'en', '/pa-assignments');
    const field = paPage
      .getByRole('article')
      .filter({ hasText: service.street })
      .getByRole('region', { name: p.fieldTitle });
    for (const step of ['on-the-way', 'at-meeting-point'] as const) {
      await field.getByRole('button', { name: p[`fieldStep.${step}`] }).click();
      await expect(field.getByRole('listitem').last()).toContainText(p[`fieldStatus.${step}`]);
    }
    // The card looks at the clock once a minute; rather than wait for its tick, reopen the page once the start
    // (the waiting time is nil) has passed: the card then offers "guest not found" straight away.
    await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(service.start.getTime());
    await paPage.reload();
    await field.getByRole('button', { name: p.fieldNoShow }).click();
    const ask = paPage.getByRole('dialog', { name: p.fieldNoShowTitle });
    await ask.getByLabel(p.fieldNote).fill('Nessuno agli arrivi dopo 20 minuti, telefono spento');
    await ask.getByRole('button', { name: p.fieldNoShowConfirm }).click();
    await expect(ask).toBeHidden();
    await expect(field.getByRole('listitem').last()).toContainText(p['fieldStatus.no-show']);
  } finally {
    await phone.close();
  }

  // An operator who sees every country finds it pinned on the business dashboard and confirms it.
  await signInWithLocale(page, request, 'admin', 'en', '/richieste');
  const pinned = page.getByRole('region', { name: s.noShowsTitle });
  await pinned.getByRole('button', { name: fill(s.noShowDecide, { id: service.id }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(s.noShowTitle, { id: service.id }) });
  await dialog.getByRole('button', { name: s.noShowConfirm }).click();
  const since = Date.now();
  const fee = await page.evaluate(
    (cents) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100),
    service.amountCents,
  );
  await expect(dialog).toContainText(fill(s['noShowConfirmed.captured'], { fee }));
  await dialog.getByRole('button', { name: s.coClose }).click();
  await expect(pinned.getByRole('button', { name: fill(s.noShowDecide, { id: service.id }) })).toHaveCount(0);

  const detail = await apiCall<{ request: { status: string } }>(
    request,
    customer,
    'GET',
    `/Request/alfie/request-detail?id=${service.id}`,
  );
  expect(detail.request.status).toMatch(/cancel/i);
  await waitForMail('customer@example.com', since - 5_000, { containing: String(service.id) });
  expect(browserErrors).toEqual([]);
});
