// Pricing journeys: the admin creates a country, a city rule and a POI rule, sees them, edits the rate, deletes the
// POI rule; a customer's new request in that city is then quoted with the new rate. Axe scan in it, en and fr.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate } from '../support/session.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';
import { apiCall, filterLabel, P, signInWithLocale, STRINGS, type Locale } from './pricing-support.ts';

const HOUR = 3_600_000;

test('admin manages a country and its rules; a new request there is quoted with the edited rate', async ({
  page,
  request,
  browserErrors,
}) => {
  requireApi();
  const s = P.it;
  const c = STRINGS.it;
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const country = `Testland ${tag}`;
  const code = `TZ${tag}`;
  const city = `Città ${tag}`;
  const poi = `Stazione ${tag}`;
  await signInWithLocale(page, request, 'admin', 'it', '/pricing');
  await expect(page.getByRole('heading', { level: 1, name: s.pricingTitle })).toBeVisible();

  // A country.
  await page.getByRole('button', { name: s.newCountry }).click();
  const countryForm = page.getByRole('region', { name: s['country.createTitle'] });
  await countryForm.getByLabel(s['country.code'], { exact: true }).fill(code);
  await countryForm.getByLabel(s['country.name'], { exact: true }).fill(country);
  await countryForm.getByLabel(s['country.vat']).fill('22');
  await countryForm.getByLabel(s['country.withholdingTax']).fill('20');
  await countryForm.getByLabel(s['country.currencySymbol']).fill('€');
  await countryForm.getByLabel(s['country.currencyCode']).fill('EUR');
  await countryForm.getByRole('button', { name: s.create }).click();
  await expect(countryForm).toHaveCount(0);
  const countries = page.getByRole('table', { name: s.countriesCaption });
  await expect(countries.getByRole('row').filter({ hasText: country })).toContainText(code);

  // A city rule and a POI rule in it.
  const prices = page.getByRole('table', { name: s.pricesCaption });
  await page.getByRole('button', { name: s.newRule }).click();
  let form = page.getByRole('region', { name: s['rule.createTitle'] });
  await form.getByLabel(s['rule.country']).selectOption({ label: country });
  await form.getByLabel(s['rule.cityName']).fill(city);
  await form.getByLabel(s['rule.rate']).fill('40');
  await form.getByLabel(s['rule.percToPA']).fill('60');
  await form.getByRole('button', { name: s.create }).click();
  await expect(form).toHaveCount(0);
  const cityRow = prices.getByRole('row').filter({ hasText: `${city} - ${s.hourlyRate}` });
  await expect(cityRow).toContainText('40,00 €');

  await page.getByRole('button', { name: s.newRule }).click();
  form = page.getByRole('region', { name: s['rule.createTitle'] });
  await form.getByLabel(s['rule.type']).selectOption('poi');
  await form.getByLabel(s['rule.country']).selectOption({ label: country });
  await form.getByLabel(s['rule.city'], { exact: true }).selectOption({ label: city });
  await form.getByLabel(s['rule.poiName']).fill(poi);
  await form.getByLabel(s['rule.rate']).fill('55.5');
  await form.getByLabel(s['rule.forfait']).fill('3');
  await form.getByLabel(s['rule.percToPA']).fill('50');
  await form.getByRole('button', { name: s.create }).click();
  await expect(form).toHaveCount(0);
  const poiRow = prices.getByRole('row').filter({ hasText: `${city} - ${poi}` });
  await expect(poiRow).toContainText('55,50 €');

  // Choosing the country narrows the rows to its two rules.
  const countryId = String(
    await page
      .getByLabel(filterLabel('it', s['col.country']))
      .locator('option', { hasText: country })
      .getAttribute('value'),
  );
  await page.getByLabel(filterLabel('it', s['col.country'])).selectOption(countryId);
  await expect(prices.locator('tbody tr')).toHaveCount(2);

  // Edit the city rate (type, country and name locked).
  await cityRow.click();
  form = page.getByRole('region', { name: s['rule.editTitle'] });
  await expect(form.getByLabel(s['rule.cityName'])).toBeDisabled();
  await expect(form.getByLabel(s['rule.type'])).toBeDisabled();
  await form.getByLabel(s['rule.rate']).fill('47.5');
  await form.getByRole('button', { name: s.save }).click();
  await expect(form.getByText(s['rule.saved'])).toBeVisible();
  await expect(cityRow).toContainText('47,50 €');

  // Delete the POI rule, after confirming.
  await poiRow.click();
  form = page.getByRole('region', { name: s['rule.editTitle'] });
  await form.getByRole('button', { name: s['rule.delete'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: c['COMMON.CONFIRM'] }).click();
  await expect(form).toHaveCount(0);
  await expect(poiRow).toHaveCount(0);
  await expect(prices.locator('tbody tr')).toHaveCount(1);

  // The customer files a 2-hour request in that city: quoted with 47.50 an hour plus 22% VAT.
  const customer = await authenticate(request, 'customer');
  const token = customer.account.token;
  const places = await apiCall<
    { id: number; name: string; cities: { id: number; cityName: string; poIs: unknown[] }[] }[]
  >(request, token, 'GET', '/system/alfie/get-cities?language=it');
  const placed = places.find((p) => p.name === country)!;
  expect(placed.cities.map((x) => x.cityName)).toEqual([city]);
  expect(placed.cities[0]!.poIs).toEqual([]);
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR);
  const filed = await apiCall<{ id: number; amount: number; currencyCode: string }>(
    request,
    token,
    'POST',
    '/Request/alfie/register-new-request',
    streetRequestPayload({
      customerId: customer.currentUserId,
      countryId: placed.id,
      cityId: placed.cities[0]!.id,
      street: 'Via Prova 1',
      start,
      hours: 2,
    }),
  );
  expect(filed.amount).toBeCloseTo(115.9, 2); // 47.50 x 2 h = 95.00, + 22% VAT
  const detail = await apiCall<{ request: { amount: number; paPaymentAmount: number } }>(
    request,
    token,
    'GET',
    `/Request/alfie/request-detail?id=${filed.id}`,
  );
  expect(detail.request.amount).toBeCloseTo(115.9, 2);
  expect(detail.request.paPaymentAmount).toBeCloseTo(57, 2); // 60% of 95.00

  // Now that a request uses the city, its rule cannot be deleted.
  await cityRow.click();
  form = page.getByRole('region', { name: s['rule.editTitle'] });
  await form.getByRole('button', { name: s['rule.delete'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: c['COMMON.CONFIRM'] }).click();
  await expect(form.getByRole('alert')).toHaveText(errorsIt['RULE.IN.USE']);
  expect(browserErrors).toEqual([]);
});

for (const locale of ['it', 'en', 'fr'] as Locale[]) {
  test(`pricing screen passes axe in ${locale}`, async ({ page, request, a11y }) => {
    // Two axe runs over the whole price tree, which grows with the rules other journeys add.
    test.setTimeout(90_000);
    requireApi();
    const s = P[locale];
    await signInWithLocale(page, request, 'admin', locale, '/pricing');
    await expect(page.getByRole('heading', { level: 1, name: s.pricingTitle })).toBeVisible();
    await expect(
      page.getByRole('table', { name: s.pricesCaption }).locator('tbody tr').first(),
    ).toBeVisible();
    await a11y(`pricing (${locale})`);
    await page.getByRole('table', { name: s.pricesCaption }).locator('tbody tr').first().click();
    await expect(page.getByRole('region', { name: s['rule.editTitle'] })).toBeVisible();
    await a11y(`pricing with the rule form (${locale})`);
  });
}
