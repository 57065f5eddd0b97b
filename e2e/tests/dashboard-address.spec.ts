// An operator's dashboard keeps its filters, sort and loaded pages in the address: a reload, the back button after
// opening a request and the link opened in a new page show the same list; values the screen does not offer fall back
// to the default list. The journey only reads: the totals it expects come from the API.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { apiList, C, fill, R, tokenOf } from './requests-support.ts';

const it = R.it;
/** The rows one page of the dashboard loads. */
const PAGE_SIZE = 50;
const shown = (count: number, total: number) => fill(it.shown, { shown: count, total });

test('filters, sort and the loaded page survive a reload, back and a shared link', async ({
  page,
  request,
  signInAs,
}) => {
  requireApi();
  test.setTimeout(90_000);
  const token = await tokenOf(request, 'operator');
  const all = await apiList(request, token, { type: 'business', limit: '1' });
  const created = await apiList(request, token, { type: 'business', status: 'created', limit: '1' });
  expect(created.total, 'the seed has more than a page of pending business requests').toBeGreaterThan(
    PAGE_SIZE,
  );
  const twoPages = shown(Math.min(2 * PAGE_SIZE, created.total), created.total);

  await signInAs('operator', '/richieste');
  const table = page.getByRole('table', { name: it.tableCaption });
  const status = page.getByLabel(fill(C.it['TABLE.FILTER'], { column: it.colStatus }));
  const departure = page.getByRole('columnheader', { name: new RegExp(it.colDeparture) });
  await expect(page.getByText(shown(PAGE_SIZE, all.total))).toBeVisible();

  await status.selectOption('created');
  await expect(page.getByText(shown(PAGE_SIZE, created.total))).toBeVisible();
  await departure.getByRole('button').click();
  await expect(departure).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: it.loadMore }).click();
  await expect(page.getByText(twoPages)).toBeVisible();
  await expect(page).toHaveURL(/\/richieste\?status=created&sort=departure&order=asc&pages=2$/);
  const link = page.url();
  const firstRow = await table.locator('tbody tr').first().innerText();

  const expectRestored = async () => {
    await expect(page.getByText(twoPages)).toBeVisible();
    await expect(status).toHaveValue('created');
    await expect(departure).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody tr').first()).toHaveText(firstRow);
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
  await expect(other.getByLabel(fill(C.it['TABLE.FILTER'], { column: it.colStatus }))).toHaveValue('created');
  await expect(other.getByRole('columnheader', { name: new RegExp(it.colDeparture) })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await other.close();

  // A hand-edited link: the default list, no error.
  await page.goto('/richieste?status=lost&date=soon&sort=price&order=up&pages=x');
  await expect(page.getByText(shown(PAGE_SIZE, all.total))).toBeVisible();
  await expect(status).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
