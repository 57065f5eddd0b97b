// The customer's main journey: the whole request form with two contacts, a flight and two assisted
// people, every validation message on the way, confirmation, thank-you, the operator's dashboard, the reservation
// among the ongoing ones, its detail and its deletion.
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS, dashboardIds, localAt } from '../support/customer.ts';

const s = CUSTOMER_STRINGS.it;

const field = (page: Page, label: string, n = 0) => page.getByLabel(label, { exact: true }).nth(n);
const message = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test('the demo customer files a whole request, finds it, and deletes it', async ({
  page,
  signInAs,
  request,
  browserErrors,
}) => {
  requireApi();
  test.setTimeout(120_000);
  await signInAs('customer');
  await expect(page.getByRole('heading', { level: 1, name: s.newRequestTitle })).toBeVisible();
  await expect(field(page, s.businessName)).not.toHaveValue('');

  // Sending the empty form: the messages of docs/product.md §5.
  await page.getByRole('button', { name: s.submit }).click();
  await expect(message(page, s['REQUIRED.FIELD'])).toBeVisible();
  await expect(message(page, s['REQUIRED.PLACE'])).toBeVisible();
  await expect(message(page, s['SELECT.ONE.FIELD'])).toBeVisible();
  await expect(message(page, s['INVALID.DATE'])).toBeVisible();
  await expect(message(page, s.fixErrors)).toBeVisible();

  // Contacts: the e-mail is checked as soon as the field is left.
  await field(page, s.contactName).fill('Maria Rossi Bianchi');
  await field(page, s.contactEmail).fill('maria@');
  await field(page, s.contactPhone).click();
  await expect(message(page, s['INVALID.EMAIL'])).toBeVisible();
  await field(page, s.contactEmail).fill('maria.rossi@example.com');
  await field(page, s.contactPhone).fill('+39 02 1234567');
  await field(page, s.contactMobile).fill('+39 333 1234567');
  await page.getByRole('button', { name: s.addContact }).click();
  await field(page, s.contactName, 1).fill('Luca Verdi');
  await field(page, s.contactEmail, 1).fill('luca.verdi@example.com');
  await field(page, s.contactPhone, 1).fill('02 7654321');
  await field(page, s.contactMobile, 1).fill('347 7654321');

  // Place: an address, then a POI that clears it.
  await field(page, s.country).selectOption({ label: 'Italia' });
  await field(page, s.city).selectOption({ label: 'Milano' });
  await field(page, s.departureStreet).fill('Via Torino 51');
  await field(page, s.departurePoi).selectOption({ label: 'Aeroporto di Milano Malpensa' });
  await expect(field(page, s.departureStreet)).toHaveValue('');
  await expect(message(page, s['REQUIRED.PLACE'])).toBeHidden();

  // Times: a past start, a start at 23:15 whose end goes to the next day (the hour-23 cap cannot give a valid one),
  // then a valid pair.
  await field(page, s.start).fill(localAt(-1, 10));
  await field(page, s.start).blur();
  await expect(message(page, s['START.DATE.PAST'])).toBeVisible();
  await field(page, s.start).fill(localAt(5, 23, 15));
  await expect(field(page, s.end)).toHaveValue(localAt(6, 0, 15));
  await expect(page.getByText(s.endNextDayHint)).toBeVisible();
  await expect(message(page, s['END.DATE.INVALID'])).toBeHidden();
  await field(page, s.start).fill(localAt(5, 10));
  await expect(field(page, s.end)).toHaveValue(localAt(5, 11));
  await expect(message(page, s['END.DATE.INVALID'])).toBeHidden();
  await field(page, s.end).fill(localAt(5, 12, 30));

  // A flight.
  await page.getByRole('button', { name: s.addTravel }).click();
  await field(page, s.travelType).selectOption('airplain');
  await field(page, s.travelCode).fill('AZ2010');
  await field(page, s.travelCompany).fill('ITA Airways');
  await field(page, s.travelLastname).fill('Smith');
  await field(page, s.travelFrom).fill('Roma Fiumicino');
  await field(page, s.travelTo).fill('Milano Malpensa');
  await field(page, s.travelArrival).fill(localAt(5, 9, 40));

  await field(page, s.services).fill('Accoglienza e assistenza bagagli');
  await field(page, s.serviceNote).fill('Accoglienza agli arrivi, cartello con il nome');

  // Two assisted people.
  await field(page, s.firstname).fill('John');
  await field(page, s.lastname).fill('Smith');
  await field(page, s.jobTitle).fill('CEO');
  await field(page, s.mobileOptional).fill('+44 7700 900123');
  await page.getByRole('button', { name: s.addAssisted }).click();
  await field(page, s.firstname, 1).fill('Jane');
  await field(page, s.lastname, 1).fill('Doe');
  await field(page, s.jobTitle, 1).fill('CFO');

  // Languages and vehicles ('nothing' clears the others, a vehicle clears 'nothing').
  await page.getByRole('checkbox', { name: cultureLabel('en', 'it') }).check();
  await page.getByRole('checkbox', { name: cultureLabel('other', 'it') }).check();
  await field(page, s.otherLanguage).fill('Portoghese');
  await page.getByRole('checkbox', { name: vehicleLabel('carType1', 'it') }).check();
  await page.getByRole('checkbox', { name: vehicleLabel('nothing', 'it') }).check();
  await expect(page.getByRole('checkbox', { name: vehicleLabel('carType1', 'it') })).not.toBeChecked();
  await page.getByRole('checkbox', { name: vehicleLabel('carType3', 'it') }).check();
  await expect(page.getByRole('checkbox', { name: vehicleLabel('nothing', 'it') })).not.toBeChecked();
  await field(page, s.helpNotes).fill('Aiuto con i bagagli');

  // Malpensa: 60 €/h with a 4 h minimum; 2.5 h bill 4 h = 240 € + 22 % VAT.
  await expect(page.getByTestId('quote-total')).toHaveText(/292,80/);

  await page.getByRole('button', { name: s.submit }).click();
  const dialog = page.getByRole('dialog', { name: s.confirmTitle });
  await expect(dialog).toContainText('Maria Rossi Bianchi');
  await expect(dialog).toContainText('Jane Doe');
  await expect(dialog).toContainText('Accoglienza e assistenza bagagli');
  await expect(dialog).toContainText(`AZ2010 ITA Airways – ${s.travelLastname}: Smith`);
  await dialog.getByRole('button', { name: s.changeRequest }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: s.submit }).click();
  const sent = page.waitForResponse((r) => /register-new-request/i.test(r.url()));
  await dialog.getByRole('button', { name: s.confirmSend }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const { id, amount } = (await answer.json()) as { id: number; amount: number };
  expect(amount).toBe(292.8);

  await expect(page).toHaveURL(/\/ty-page$/);
  await expect(page.getByRole('heading', { level: 1, name: s.tyTitle })).toBeVisible();
  await expect(page.getByText('John Smith – CEO')).toBeVisible();
  // The services, the flight's passenger and the amount the server froze.
  await expect(page.getByText('Accoglienza e assistenza bagagli')).toBeVisible();
  await expect(page.getByText(`AZ2010 ITA Airways – ${s.travelLastname}: Smith`)).toBeVisible();
  await expect(page.getByText(s.summaryAmount)).toBeVisible();
  await expect(page.getByText(/292,80/)).toBeVisible();
  await expect(page.getByRole('link', { name: s.tyAnother })).toHaveAttribute('href', '/landing-richiesta');

  // The operators see it on the business dashboard (Italy's operator and the admin).
  expect(await dashboardIds(request, 'operator')).toContain(id);

  await page.goto('/richieste-customer');
  const ongoing = page.getByRole('region', { name: s.ongoing });
  const manage = ongoing.locator(`a[href="/customer-request-details?id=${id}"]`);
  await expect(manage).toBeVisible();
  // Its own row, not the first: other journeys file requests for the same demo customer (the dispatch board's
  // starts in a few hours, so it sorts first whenever it ran before this one).
  await expect(
    ongoing.getByRole('row').filter({ has: page.locator(`a[href="/customer-request-details?id=${id}"]`) }),
  ).toContainText('Aeroporto di Milano Malpensa');
  await manage.click();
  await expect(page.getByRole('heading', { level: 1, name: s.requestDetailTitle })).toBeVisible();
  await expect(page.getByText(s.detailNoPa)).toBeVisible();
  await page.getByRole('button', { name: s.deleteRequest }).click();
  await page
    .getByRole('dialog', { name: s.deleteRequestTitle })
    .getByRole('button', { name: s.deleteRequestConfirm })
    .click();
  await expect(page).toHaveURL(/\/richieste-customer$/);
  const closed = page.getByRole('region', { name: s.closed });
  await expect(closed.locator(`a[href="/customer-request-details?id=${id}"]`)).toBeVisible();
  await expect(ongoing.locator(`a[href="/customer-request-details?id=${id}"]`)).toHaveCount(0);
  expect(browserErrors).toEqual([]);
});
