// The dispatch board page: lanes against time with row and column headers, the urgent request marked in words,
// links to the assignment page, arrow-key navigation, week view, loader, error with Retry, live reload, axe, it/fr.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import { FakeEventSource } from '@alfie/shared/testing/fake-event-source';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { clearQueryCache } from '@alfie/shared/api';
import type { DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import '../i18n/namespace.ts';
import { boardOf, today } from '../dispatch/board-test-data.ts';
import DispatchBoardPage from './dispatch-board-page.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  clearQueryCache();
  FakeEventSource.install();
});
afterEach(() => FakeEventSource.uninstall());

const boardCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('dispatch-board'));

function server(answer: () => [number, unknown] = () => [200, boardOf()]) {
  return scriptApi((call) => {
    if (call.url.endsWith('/events-ticket')) return [200, { ticket: 'T', expiresAt: '' }];
    return answer();
  });
}

const board = () => screen.findByRole('table', { name: /PAs and requests/ });
const item = (id: number) => screen.getByRole('link', { name: new RegExp(`no\\. ${id}\\b`) });

it("asks for today's day in Italian time and shows the lanes against the hours, with headers", async () => {
  const calls = server();
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  const table = await board();
  const { range } = today();
  expect(boardCalls(calls)[0]!.params).toEqual({
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  const columns = within(table).getAllByRole('columnheader');
  expect(columns[0]).toHaveTextContent('Lane');
  expect(columns).toHaveLength(range.slots.length + 1);
  expect(columns[9]).toHaveTextContent('08:00');
  const lanes = within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  expect(lanes).toEqual(['Without a PA (2)', 'Marta Ferri', 'Luca Neri', 'Sara Verdi']);
  // Each request sits in its lane, in the column of the hour it starts.
  const martaRow = within(table).getAllByRole('row')[2]!;
  const cells = within(martaRow).getAllByRole('cell');
  expect(within(cells[9]!).getByRole('link')).toHaveTextContent('09:00–11:00');
  expect(within(cells[9]!).getByRole('link')).toHaveTextContent('Assigned');
  expect(cells[10]).toHaveClass('dispatch-cell--busy');
  expect(cells[12]).not.toHaveClass('dispatch-cell--busy');
  expect(screen.getByText(/Urgent: starts within 48 hours and has no PA yet\./)).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it('marks the urgent request in words and colour, and every request opens its assignment page', async () => {
  server();
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  await board();
  const urgent = item(21);
  expect(urgent).toHaveClass('dispatch-item--urgent');
  expect(within(urgent).getByText('Urgent')).toBeInTheDocument();
  expect(urgent).toHaveTextContent('offers: 2');
  expect(item(22)).not.toHaveClass('dispatch-item--urgent');
  expect(within(item(22)).queryByText('Urgent')).toBeNull();
  expect(item(13)).toHaveAttribute('href', '/assegnazione?id=13');
  fireEvent.click(item(21));
  expect(screen.getByTestId('where')).toHaveTextContent('/assegnazione?id=21');
});

it('moves between requests with the arrow keys, Home and End (Tab reaches them as links)', async () => {
  server();
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  await board();
  const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
  act(() => item(21).focus());
  key('ArrowRight');
  expect(item(22)).toHaveFocus();
  key('ArrowRight');
  expect(item(22)).toHaveFocus();
  key('Home');
  expect(item(21)).toHaveFocus();
  // Down: the nearest request by column in the next lane with requests (08:00 → Marta's 09:00).
  key('ArrowDown');
  expect(item(11)).toHaveFocus();
  key('End');
  expect(item(12)).toHaveFocus();
  // Luca's lane is empty: Down skips it to Sara's 10:00.
  key('ArrowDown');
  expect(item(13)).toHaveFocus();
  key('ArrowUp');
  expect(item(11)).toHaveFocus();
  key('ArrowLeft');
  expect(item(11)).toHaveFocus();
});

it('the week view asks Monday to Monday and shows a column per day; previous and next move by a week', async () => {
  const calls = server();
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  await board();
  fireEvent.click(screen.getByRole('button', { name: 'Week' }));
  expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(boardCalls(calls)).toHaveLength(2));
  const week = boardCalls(calls)[1]!.params as { from: string; to: string };
  const days = (Date.parse(week.to) - Date.parse(week.from)) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  expect(new Date(week.from).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Europe/Rome' })).toBe(
    'Monday',
  );
  expect(within(await board()).getAllByRole('columnheader')).toHaveLength(8);
  fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
  await waitFor(() => expect(boardCalls(calls)).toHaveLength(3));
  expect(Date.parse(String(boardCalls(calls)[2]!.params!.from)) - Date.parse(week.from)).toBeGreaterThan(
    6.9 * 86_400_000,
  );
});

it('shows a loader while the board loads, then a readable error with Retry', async () => {
  let answer: [number, unknown] | null = null;
  const waiting: (() => void)[] = [];
  const release = () => waiting.splice(0).forEach((r) => r());
  const calls = scriptApi(async (call) => {
    if (call.url.endsWith('/events-ticket')) return [200, { ticket: 'T', expiresAt: '' }];
    if (!answer) await new Promise<void>((r) => waiting.push(r));
    return answer ?? [500, {}];
  });
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await waitFor(() => expect(boardCalls(calls)).toHaveLength(1));
  await act(async () => release());
  expect(await screen.findByRole('alert')).toHaveTextContent('Sending data to server failed');
  answer = [200, boardOf()];
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await board();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('reloads on live request events: a request assigned elsewhere leaves the unassigned lane', async () => {
  let current: DispatchBoard = boardOf();
  const calls = server(() => [200, current]);
  await renderPage(<DispatchBoardPage />, '/dispatch-board');
  await board();
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const [urgent, ...rest] = current.unassigned;
  current = {
    ...current,
    unassigned: rest,
    pas: current.pas.map((p) =>
      p.id === 8
        ? { ...p, assignments: [{ ...urgent!, status: 'assigned', field: null, atRisk: false }] }
        : p,
    ),
  };
  act(() =>
    FakeEventSource.last().emit('request.assigned', '5', { id: 21, type: 'business', status: 'assigned' }),
  );
  await waitFor(() =>
    expect(screen.getByRole('rowheader', { name: 'Without a PA (1)' })).toBeInTheDocument(),
  );
  expect(boardCalls(calls)).toHaveLength(2);
  const lucaRow = screen.getByRole('rowheader', { name: 'Luca Neri' }).closest('tr')!;
  expect(within(lucaRow).getByRole('link')).toHaveAttribute('href', '/assegnazione?id=21');
});

it.each([
  ['it', 'Quadro delle assegnazioni', 'Senza PA (2)', 'Urgente'],
  ['fr', 'Tableau de répartition', 'Sans PA (2)', 'Urgent'],
] as const)('speaks %s', async (locale, title, lane, urgent) => {
  server();
  await renderPage(<DispatchBoardPage />, '/dispatch-board', locale);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: lane })).toBeInTheDocument();
  expect(screen.getAllByText(urgent).length).toBeGreaterThan(0);
  expect(await seriousViolations()).toEqual([]);
});
