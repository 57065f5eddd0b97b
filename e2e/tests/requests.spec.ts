// Request dashboards and assignment: filters as the data predicts, the Excel file opened and checked,
// a PA assigned with both mails sent, the consumer list, and who may not enter.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { DEMO } from '../support/demo-accounts.ts';
import { apiCall } from './pricing-support.ts';
import {
  apiGet,
  apiList,
  C,
  fileMilanoRequest,
  fill,
  R,
  sevenDaysBack,
  tokenOf,
} from './requests-support.ts';

const it = R.it;
const shown = (shownCount: number | string, total: number | string) =>
  fill(it.shown, { shown: shownCount, total });
const filter = (column: string) => fill(C.it['TABLE.FILTER'], { column });
const HOUR = 3_600_000;
const totalText = (total: number) => new RegExp(`^\\d+ di ${total} richieste$`);

test.describe.configure({ mode: 'serial' });

test('operator-user filters the business list: each filter changes the rows as the data predicts', async ({
  page,
  request,
  signInAs,
}) => {
  requireApi();
  const token = await tokenOf(request, 'operator');
  const all = await apiList(request, token, { type: 'business', limit: '1' });
  const created = await apiList(request, token, { type: 'business', status: 'created', limit: '1' });
  const roma = await apiList(request, token, { type: 'business', city: 'Roma', limit: '1' });
  await signInAs('operator', '/richieste');
  await expect(page.getByRole('heading', { name: it.businessTitle })).toBeVisible();
  await expect(page.getByText(totalText(all.total))).toBeVisible();
  expect(all.total).toBeGreaterThan(created.total);

  await page.getByLabel(filter(it.colStatus)).selectOption('created');
  await expect(page.getByText(totalText(created.total))).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText(C.it['STATUS.assigned'], { exact: true })).toHaveCount(0);
  await expect(table.getByText(C.it['STATUS.created'], { exact: true }).first()).toBeVisible();

  await page.getByLabel(filter(it.colStatus)).selectOption('');
  await page.getByLabel(it.departureFilterLabel).selectOption('Roma');
  await expect(page.getByText(totalText(roma.total))).toBeVisible();
  expect(roma.total).toBeLessThan(all.total);
  await expect(table.locator('tbody tr').first()).toContainText('Roma');

  await page.getByLabel(it.departureFilterLabel).selectOption('');
  const week = await apiList(request, token, { type: 'business', startdate: sevenDaysBack(), limit: '1' });
  await page.getByLabel(it.dateFilterLabel).selectOption('last7days');
  await expect(page.getByText(totalText(week.total))).toBeVisible();
  expect(week.total).toBeLessThan(all.total);

  // Rows open the assignment page of their request.
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/assegnazione\?id=\d+$/);
  await expect(page.getByRole('heading', { name: it.details })).toBeVisible();
});

test('the Excel file of the filtered list has the translated headers and one row per request', async ({
  page,
  request,
  signInAs,
}) => {
  requireApi();
  const token = await tokenOf(request, 'operator');
  const created = await apiList(request, token, { type: 'business', status: 'created', limit: '1' });
  await signInAs('operator', '/richieste');
  await page.getByLabel(filter(it.colStatus)).selectOption('created');
  await expect(page.getByText(totalText(created.total))).toBeVisible();
  // Sorted by departure on the server: the file follows the same order over the whole list.
  await page.getByRole('button', { name: it.colDeparture, exact: true }).click();
  await expect(page.getByRole('columnheader', { name: it.colDeparture })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: C.it['COMMON.EXPORT'] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(
    expect.arrayContaining([
      it.xId,
      it.xDepartureCity,
      it.xDepartureAddress,
      it.xAmount,
      it.xCustomerName,
      it.xCustomerVat,
    ]),
  );
  expect(sheet.actualRowCount).toBe(created.total + 1);
  const statusCol = headers.indexOf(it.xStatus) + 1;
  for (let r = 2; r <= sheet.actualRowCount; r++)
    expect(sheet.getRow(r).getCell(statusCol).value).toBe(C.it['STATUS.created']);
  const cityCol = headers.indexOf(it.xDepartureCity) + 1;
  const cities = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) =>
    String(sheet.getRow(i + 2).getCell(cityCol).value).toLowerCase(),
  );
  expect(cities).toEqual([...cities].sort());
  expect(new Set(cities).size).toBeGreaterThan(1);
});

test('operator-user assigns a PA who offered; the list shows it assigned and both mails are sent', async ({
  page,
  request,
  signInAs,
  mail,
}) => {
  requireApi();
  test.setTimeout(90_000);
  const token = await tokenOf(request, 'operator');
  // This journey's own request, at an hour no other journey books the demo PA for, and the demo PA's offer on it.
  const street = `Via Assegna ${Date.now() % 100_000}`;
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 55 * 24 * HOUR);
  const id = await fileMilanoRequest(request, { start, street, hours: 2 });
  await apiCall(request, await tokenOf(request, 'pa'), 'POST', '/pa/alfie/offer', { requestId: id });
  type Offer = { email: string; firstname: string; lastname: string };
  const offers = await apiGet<Offer[]>(
    request,
    token,
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
  );
  const pa = offers.find((o) => o.email === DEMO.pa.email)!;
  expect(pa, 'the demo PA offered on the request').toBeDefined();
  const customerEmail = DEMO.customer.email;
  const since = Date.now() - 1000;

  await signInAs('operator', `/assegnazione?id=${id}`);
  await expect(page.getByRole('heading', { name: it.offersTitle })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`${pa.firstname} ${pa.lastname}`) })
    .first()
    .click();
  await page.getByRole('button', { name: it.assign }).first().click();
  const confirm = page.getByRole('dialog', { name: it.confirmTitle });
  await expect(confirm).toContainText(`${pa.firstname} ${pa.lastname}`);
  await confirm.getByRole('button', { name: it.confirmSend }).click();
  const sent = page.getByRole('dialog', { name: it.sentTitle });
  await expect(sent).toContainText(it.sentText);
  await sent.getByRole('button', { name: it.backToRequests }).click();
  await expect(page).toHaveURL(/\/richieste$/);

  // The filtered list counts this assignment (other journeys assign beside this one: the count is read live).
  await page.getByLabel(filter(it.colStatus)).selectOption('assigned');
  await expect(async () => {
    const assigned = await apiList(request, token, { type: 'business', status: 'assigned', limit: '1' });
    await expect(page.getByText(totalText(assigned.total))).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const detail = await apiGet<{ request: { status: string } }>(
    request,
    token,
    `/Request/alfie/request-detail?id=${id}`,
  );
  expect(detail.request.status).toBe('assigned');
  await page.goto(`/assegnazione?id=${id}`);
  await expect(page.getByText(fill(it.assignedTo, { name: `${pa.firstname} ${pa.lastname}` }))).toBeVisible();
  await expect(page.getByRole('button', { name: it.assign })).toHaveCount(0);

  const paMail = await mail.waitFor(pa.email, since, { containing: street });
  expect(paMail.text).toContain(String(id));
  const customerMail = await mail.waitFor(customerEmail, since, { containing: street });
  expect(customerMail.text).toContain(`${pa.firstname} ${pa.lastname}`);
});

test('the consumer list shows only consumer requests', async ({ page, request, signInAs }) => {
  requireApi();
  const token = await tokenOf(request, 'operator');
  const consumer = await apiList(request, token, { type: 'consumer' });
  expect(consumer.items.every((i) => i.type === 'consumer')).toBe(true);
  const business = await apiList(request, token, { type: 'business', limit: '1' });
  // The screen's own first page: as many rows as it asked for (a page), of the same total.
  const firstPage = page.waitForResponse((r) => /\/active-requests\/\?.*type=consumer/.test(r.url()));
  await signInAs('operator', '/richieste-consumer');
  await expect(page.getByRole('heading', { name: it.consumerTitle })).toBeVisible();
  const rows = ((await (await firstPage).json()) as unknown[]).length;
  expect(rows).toBeGreaterThan(0);
  await expect(page.getByText(shown(rows, consumer.total))).toBeVisible();
  expect(consumer.total).not.toBe(business.total);
});

for (const user of ['recruiter', 'customer'] as const) {
  test(`${user} cannot reach the request screens`, async ({ page, signInAs }) => {
    requireApi();
    for (const path of ['/richieste', '/richieste-consumer', '/assegnazione?id=1', '/assignment?id=1']) {
      await signInAs(user, path);
      await expect(page).not.toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
      await expect(page.getByRole('heading', { name: it.businessTitle })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: it.offersTitle })).toHaveCount(0);
    }
  });
}
