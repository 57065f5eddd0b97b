// The dispatch board: a request filed a few hours before its start, without a PA, is in the board's
// unassigned lane marked urgent (in words, not only colour); the board is reached from the menu, scanned by axe and
// used by keyboard: the request's link opens its assignment page. The business dashboard pins it above its table.
import { expect, signInWithLocale, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { formatItalianDateTime } from '@alfie/shared/contracts/dates';
import { C, fileMilanoRequest, fill, R } from './requests-support.ts';

const HOUR = 3_600_000;
const s = R.en;

test('an unassigned request starting soon is urgent on the board and pinned on the dashboard', async ({
  page,
  request,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  // Five hours ahead: inside the default 48-hour window.
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 5 * HOUR);
  const id = await fileMilanoRequest(request, { start, street: 'Via Urgente 5', hours: 2 });

  // From the menu, in English.
  await signInWithLocale(page, request, 'operator', 'en', '/richieste');
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: C.en['MENU.DISPATCH_BOARD'], exact: true }).click();
  await expect(page).toHaveURL(/\/dispatch-board$/);
  await expect(page.getByRole('heading', { level: 1, name: s.dispatchTitle })).toBeVisible();
  const board = page.getByRole('table', { name: new RegExp(s.dispatchCaption.split(':')[0]!) });
  await expect(board).toBeVisible();
  // Late in the evening the start falls on the next Italian day.
  const dayOf = (at: Date) => formatItalianDateTime(at).slice(0, 10);
  if (dayOf(start) !== dayOf(new Date())) await page.getByRole('button', { name: s.dispatchNext }).click();

  const lane = board.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: new RegExp(`^${s.dispatchUnassignedLane.split(' (')[0]!}`) }),
  });
  const link = lane.getByRole('link', {
    name: new RegExp(`${fill(s.dispatchRequestNo, { id }).replace('.', '\\.')}\\b`),
  });
  await expect(link).toBeVisible();
  await expect(link).toContainText(s.dispatchUrgent);
  await expect(link).toContainText('Via Urgente 5');
  await expect(page.getByText(fill(s.dispatchUrgentLegend, { hours: 48 }))).toBeVisible();
  await a11y('dispatch board, day view');

  // By keyboard: focus the request, Enter opens its assignment page.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assegnazione\\?id=${id}$`));

  // The business dashboard pins it above the table.
  await page.goto('/richieste');
  const pinned = page.getByRole('region', { name: fill(s.urgentTitle, { hours: 48 }) });
  await expect(pinned.getByRole('link', { name: new RegExp(`^Request no\\. ${id},`) })).toBeVisible();
  await a11y('business dashboard with the urgent section');
  expect(browserErrors).toEqual([]);
});
