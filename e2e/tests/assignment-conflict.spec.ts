// A PA busy at that time: the demo PA offers on two requests at the same hour; while an operator has
// the second one's assignment page open, another assigns the PA to the first. Assigning on the page is refused
// with the translated PA.BUSY reason, the page then flags the offer as busy with a link to the first request and
// Assign disabled, and the API refuses it too (409 PA.BUSY naming the first request).
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate } from '../support/session.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { API_URL } from '../support/urls.ts';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';
import { apiCall, italyAndMilano } from './pricing-support.ts';
import { fill, R } from './requests-support.ts';

const HOUR = 3_600_000;
const s = R.it;

interface Offer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  conflict: { requestId: number } | null;
  fit: { score: number };
}

test('a busy PA: the refused assignment says why, the offer is flagged and Assign is disabled', async ({
  page,
  request,
  signInAs,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const customer = await authenticate(request, 'customer');
  const { italy: italia, milano } = await italyAndMilano(request, customer.account.token);
  // Past every seeded request, so the demo PA is free then until this journey makes it busy.
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 45 * 24 * HOUR);
  const file = (street: string) =>
    apiCall<{ id: number }>(
      request,
      customer.account.token,
      'POST',
      '/Request/alfie/register-new-request',
      streetRequestPayload({
        customerId: customer.currentUserId,
        countryId: italia.id,
        cityId: milano.id,
        street,
        start,
        hours: 2,
      }),
    );
  const first = (await file('Via Dante 1')).id;
  const second = (await file('Corso Como 2')).id;
  const pa = (await authenticate(request, 'pa')).account.token;
  for (const requestId of [first, second])
    await apiCall(request, pa, 'POST', '/pa/alfie/offer', { requestId });

  const admin = (await authenticate(request, 'admin')).account.token;
  const offers = await apiCall<Offer[]>(
    request,
    admin,
    'GET',
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${second}`,
  );
  const offer = offers.find((o) => o.email === 'pa@example.com')!;
  expect(offer.conflict).toBeNull();
  const name = `${offer.firstname} ${offer.lastname}`;
  const toggle = page.getByRole('button', { name: new RegExp(`^${name}`) });

  // The operator opens the second request: the PA is free and scored.
  await signInAs('operator', `/assegnazione?id=${second}`);
  await expect(page.getByRole('heading', { name: s.offersTitle })).toBeVisible();
  await expect(toggle).toContainText(fill(s.fitScore, { score: offer.fit.score }));
  await expect(toggle).not.toContainText(s.busyTag);

  // Meanwhile another operator assigns the PA to the first request.
  await apiCall(request, admin, 'POST', '/Request/alfie/assign-request', {
    requestId: first,
    personalAssistantId: offer.id,
  });

  // Assigning on the open page is refused with the reason, in Italian.
  await toggle.click();
  await page.getByRole('button', { name: s.assign }).first().click();
  await page
    .getByRole('dialog', { name: s.confirmTitle })
    .getByRole('button', { name: s.confirmSend })
    .click();
  await expect(page.getByRole('alert')).toHaveText(errorsIt['PA.BUSY']);

  // The page reloaded: the offer is flagged busy, says why in text, links the first request; Assign is disabled.
  await expect(toggle).toContainText(s.busyTag);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Only the demo PA offered on these new requests: one Assign button.
  const assign = page.getByRole('button', { name: s.assign });
  await expect(assign).toBeDisabled();
  const note = page.locator(`#offer-busy-${offer.id}`);
  await expect(assign).toHaveAttribute('aria-describedby', `offer-busy-${offer.id}`);
  await expect(note).toContainText(fill(s.busyText, { id: first, from: '', to: '' }).split(' (')[0]!);
  await a11y('assignment page with a busy PA');

  // The API refuses it as well, naming the first request.
  const refused = await request.post(`${API_URL}/Request/alfie/assign-request`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { requestId: second, personalAssistantId: offer.id },
  });
  expect(refused.status()).toBe(409);
  const body = (await refused.json()) as { code: string; conflict: { requestId: number } };
  expect(body.code).toBe('PA.BUSY');
  expect(body.conflict.requestId).toBe(first);

  // By keyboard, the link opens the first request's assignment page, which shows the PA assigned.
  await note.getByRole('link', { name: fill(s.busyLink, { id: first }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assegnazione\\?id=${first}$`));
  await expect(page.getByText(fill(s.assignedTo, { name }))).toBeVisible();
  expect(browserErrors).toEqual([]);
});
