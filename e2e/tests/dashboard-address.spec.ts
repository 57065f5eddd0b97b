// An operator's dashboard keeps its filters, sort and loaded pages in the address: a reload, the back button after
// opening a request and the link opened in another page show the same list; values the screen does not offer fall
// back to the default list. The journey only reads; what it counts comes from the screen itself, so requests that
// journeys beside it file do not change what it checks.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { apiList, C, fill, R, tokenOf } from './requests-support.ts';

const it = R.it;
/** The rows one page of the dashboard loads. */
const PAGE_SIZE = 50;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "N of <any total> requests": the total moves when other journeys file requests. */
const shown = (count: number) =>
  new RegExp(`^${escape(fill(it.shown, { shown: count, total: 'TOTAL' })).replace('TOTAL', '\\d+')}$`);

test('filters, sort and the loaded pages survive a reload, back and a shared link', async ({
  page,
  request,
  signInAs,
}) => {
  requireApi();
  test.setTimeout(90_000);
  const token = await tokenOf(request, 'operator');
  const all = await apiList(request, token, { type: 'business', limit: '1' });
  expect(all.total, 'more than a page of business requests').toBeGreaterThan(PAGE_SIZE);
  const twoPages = shown(Math.min(2 * PAGE_SIZE, all.total));

  await signInAs('operator', '/richieste');
  const table = page.getByRole('table', { name: it.tableCaption });
  const status = page.getByLabel(fill(C.it['TABLE.FILTER'], { column: it.colStatus }));
  const departure = page.getByRole('columnheader', { name: new RegExp(it.colDeparture) });
  await expect(page.getByText(shown(PAGE_SIZE))).toBeVisible();

  await departure.getByRole('button').click();
  await expect(departure).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: it.loadMore }).click();
  await expect(page.getByText(twoPages)).toBeVisible();
  await expect(page).toHaveURL(/\/richieste\?sort=departure&order=asc&pages=2$/);
  const link = page.url();
  // The first row by departure, known by what does not change (departure, address, customer): a journey beside
  // this one may file an earlier departure or move a status, so the row is looked for, not expected first.
  const cells = await table.locator('tbody tr').first().getByRole('cell').allInnerTexts();
  const firstRowName = new RegExp(`^${escape(cells.slice(0, 3).join(' '))}`);
  const firstRow = table.getByRole('row', { name: firstRowName });

  const expectRestored = async () => {
    await expect(page.getByText(twoPages)).toBeVisible();
    await expect(departure).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRow.first()).toBeVisible();
  };
  await page.reload();
  await expectRestored();

  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/assegnazione\?id=\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(link);
  await expectRestored();

  // The link in another page of the same signed-in browser.
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByText(twoPages)).toBeVisible();
  await expect(
    other.getByRole('table', { name: it.tableCaption }).getByRole('row', { name: firstRowName }).first(),
  ).toBeVisible();
  await expect(other.getByRole('columnheader', { name: new RegExp(it.colDeparture) })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await other.close();

  // A filter joins the address and starts again from the first page; a reload keeps it.
  await status.selectOption('created');
  await expect(page).toHaveURL(/\/richieste\?status=created&sort=departure&order=asc$/);
  await page.reload();
  await expect(status).toHaveValue('created');
  await expect(departure).toHaveAttribute('aria-sort', 'ascending');

  // A hand-edited link: the default list, no error.
  await page.goto('/richieste?status=lost&date=soon&sort=price&order=up&pages=x');
  await expect(page.getByText(shown(PAGE_SIZE))).toBeVisible();
  await expect(status).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
