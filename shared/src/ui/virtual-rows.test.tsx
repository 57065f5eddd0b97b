import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@alfie/shared/i18n';
import { renderIn } from '../testing/render.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './table-model.ts';
import { loadCore, topRange, VIRTUALIZER_AFTER } from './virtual-rows.tsx';

interface Row {
  id: number;
}

const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({ id: i }));
const columns: DataTableColumn<Row>[] = [{ id: 'id', header: 'Id', value: (r) => `row ${r.id}` }];

const body = () => screen.getAllByRole('rowgroup')[1]!;
const shownIndexes = () =>
  within(body())
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-index'))
    .filter((i) => i !== null)
    .map(Number);

/** A table whose rows can be chosen, over `shown`. */
const clickableTable = (shown: Row[]) => (
  <DataTable
    caption="Requests"
    columns={columns}
    rows={shown}
    rowKey={(r) => r.id}
    onRowClick={() => undefined}
    virtualizeOver={0}
  />
);

beforeEach(() => {
  // Only a use of the box brings the virtualiser in these tests, never the timer.
  VIRTUALIZER_AFTER.ms = 60_000;
});

it('shows the rows of the top of the box, with the rest of the list as space below, before the virtualiser loads', async () => {
  await renderIn(
    'en',
    <DataTable caption="Requests" columns={columns} rows={rows} rowKey={(r) => r.id} virtualizeOver={0} />,
  );
  // 560 px of 44 px rows (13), and the overscan below them (5).
  expect(shownIndexes()).toEqual([...Array(18).keys()]);
  const spacer = within(body()).getAllByRole('row', { hidden: true }).at(-1)!;
  expect(spacer).toHaveAttribute('aria-hidden', 'true');
  expect(spacer.style.height).toBe(`${(100 - 18) * 44}px`);
});

it('takes over the same rows when the box is used, keeps a focused row focused, then follows the scroll', async () => {
  await renderIn('en', clickableTable(rows));
  const before = within(body()).getAllByRole('row');
  const third = before[3]!;
  act(() => third.focus());
  await act(async () => {
    await loadCore();
  });
  expect(within(body()).getAllByRole('row')).toEqual(before);
  expect(third).toHaveFocus();

  const box = body().closest('.alfie-table-scroll')!;
  box.scrollTop = 50 * 44;
  fireEvent.scroll(box);
  await waitFor(() => expect(shownIndexes()).toContain(50));
  expect(shownIndexes()).not.toContain(0);
});

it('shows a new answer in the row elements already on screen, and a row that stays keeps its element and focus', async () => {
  // renderIn wraps the table in the i18n provider: so does each new render.
  const view = await renderIn('en', clickableTable(rows));
  const rerender = (shown: Row[]) =>
    view.rerender(<I18nextProvider i18n={i18n}>{clickableTable(shown)}</I18nextProvider>);
  const before = within(body()).getAllByRole('row');
  // A new sort: other requests in the same elements.
  const sorted = rows.map((r) => ({ id: r.id + 1000 }));
  rerender(sorted);
  const after = within(body()).getAllByRole('row');
  expect(after).toEqual(before);
  expect(after[0]).toHaveTextContent('row 1000');
  // A request arriving at the top: the focused one moves down with its element, still focused.
  const focused = after[2]!;
  act(() => focused.focus());
  rerender([{ id: 5000 }, ...sorted]);
  const moved = within(body()).getAllByRole('row');
  expect(moved[0]).toHaveTextContent('row 5000');
  expect(moved[3]).toBe(focused);
  expect(focused).toHaveTextContent('row 1002');
  expect(focused).toHaveFocus();
});

it('counts the top rows as the virtualiser does', () => {
  expect(topRange(3, 560, 44).map((i) => i.index)).toEqual([0, 1, 2]);
  expect(topRange(1000, 560, 44)).toHaveLength(18);
  expect(topRange(1000, 440, 44)).toHaveLength(15);
  expect(topRange(1000, 560, 44)[17]).toEqual({ index: 17, start: 748, end: 792 });
});
