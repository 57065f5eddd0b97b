// The PA's whole loop: a candidate applies on /candidatura, the recruiter approves on /nuovi-PA, the
// approval mail's link sets the first password, the PA signs in and offers on an open request (this journey's own), the operator sees
// that offer on the assignment page and assigns it, and the PA finds the assignment on /pa-assignments.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { strings as recruiting } from '../../mfe-recruiting/src/i18n/strings.ts';
import { MAIL_TEMPLATES } from '../../api/src/mail/catalog.ts';
import { fileMilanoRequest, R } from './requests-support.ts';
import { applyAsPa, C, myOfferIds, P, storedToken } from './pa-support.ts';

const p = P.it;
const t = C.it;
const r = recruiting.it;
const PASSWORD = 'Assistente-2026!';
const HOUR = 3_600_000;

test('apply, approval, first password, offer, assignment, and the PA sees it', async ({
  page,
  request,
  signInAs,
  mail,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const stamp = Date.now();
  const who = { firstname: 'Giulia', lastname: `Prova${stamp}`, email: `pa-${stamp}@example.com` };
  const name = `${who.firstname} ${who.lastname}`;

  await applyAsPa(page, who);

  // The recruiter finds the applicant among the created ones and accepts it.
  await signInAs('recruiter');
  await page.getByRole('combobox', { name: /Stato/ }).selectOption('created');
  const row = page.getByRole('row').filter({ hasText: who.lastname });
  await expect(row).toHaveCount(1);
  await row.click();
  const panel = page.getByRole('region', { name: r.detailOf.replace('{{name}}', name) });
  await expect(panel.getByText(who.email)).toBeVisible();
  const since = Date.now();
  await panel.getByRole('button', { name: r.accept }).click();
  await page
    .getByRole('dialog', { name: r.acceptApplicantTitle })
    .getByRole('button', { name: r.confirmAndSend })
    .click();
  await expect(panel.getByText(t['STATUS.approved'], { exact: true })).toBeVisible();

  // The approval mail, in the applicant's language, carries the first-password link.
  const approval = await mail.waitFor(who.email, since);
  expect(approval.subject).toBe(MAIL_TEMPLATES['pa-approved'].it.subject);
  const link = new URL(mail.linkIn(approval, 'token='));
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(t['RESET.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['RESET.SUBMIT'] }).click();
  await expect(page.getByRole('dialog')).toContainText(t['RESET.DONE_TITLE']);
  await page.getByRole('button', { name: t['RESET.GO_TO_LOGIN'] }).click();

  // The PA signs in through the form and lands on the open requests of its cities.
  const logIn = async () => {
    await page.getByLabel(t['LOGIN.EMAIL']).fill(who.email);
    await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
    await expect(page).toHaveURL(/\/pa$/);
  };
  // The request this journey files itself, soon, so its card is on the first page (soonest first).
  const street = `Via Prova ${stamp % 100_000}`;
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 3 * HOUR);
  const filed = await fileMilanoRequest(request, { start, street, hours: 2 });
  await logIn();
  await expect(page.getByRole('heading', { level: 1, name: p.openTitle })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: street });
  const heading = (await card.getByRole('heading').innerText()).trim();
  await expect(card.getByRole('list', { name: p.fitTitle })).toBeVisible();
  // By keyboard: focus the button and press Enter.
  await card.getByRole('button', { name: p.offer }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText(p.offerSent)).toBeVisible();
  await expect(card.getByRole('button', { name: p.withdraw })).toBeVisible();
  const [requestId] = await myOfferIds(request, await storedToken(page));
  expect(requestId).toBe(filed);

  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: t['MENU.PA_OFFERS'] }).click();
  await expect(page.getByRole('article').filter({ hasText: heading })).toContainText(p['offerState.waiting']);

  // The operator sees the new PA among those who offered, and assigns.
  await signInAs('operator', `/assegnazione?id=${requestId}`);
  await expect(page.getByRole('heading', { name: R.it.offersTitle })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('button', { name: R.it.assign }).first().click();
  const confirm = page.getByRole('dialog', { name: R.it.confirmTitle });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: R.it.confirmSend }).click();
  await expect(page.getByRole('dialog', { name: R.it.sentTitle })).toBeVisible();

  // The PA sees it as the next assignment, with a map link for each stop.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  await logIn();
  await page.goto('/pa-assignments');
  const next = page.getByRole('region', { name: p.nextAssignment }).getByRole('article');
  await expect(next.getByRole('heading', { name: heading })).toBeVisible();
  await expect(next.getByRole('link', { name: new RegExp(`^${p.openMap}`) }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  await page.goto('/pa-offers');
  await expect(page.getByRole('article').filter({ hasText: heading })).toContainText(p['offerState.mine']);
  expect(browserErrors).toEqual([]);
});
