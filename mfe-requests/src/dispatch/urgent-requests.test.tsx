// The urgent section pinned above the dashboard's table: the dashboard type's requests the API flags urgent, each
// linked to its assignment page; nothing when none is urgent; a quiet message with its own retry when the call fails.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { clearQueryCache, invalidateQueries } from '@alfie/shared/api';
import { dispatchBoardKeys } from '../api/get-dispatch-board.ts';
import type { DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import '../i18n/namespace.ts';
import { requestItem } from '../test-data.ts';
import RequestsPage from '../pages/requests-page.tsx';
import { URGENT_LISTED } from './urgent-requests.tsx';
import { boardAssignment, boardOf, waitingRequest } from './board-test-data.ts';

beforeAll(() => initI18n('en'));
beforeEach(clearQueryCache);

function server(board: () => [number, unknown]) {
  return scriptApi((call: Call) => {
    if (call.url.includes('dispatch-board')) return board();
    if (call.url.includes('requests-cities')) return [200, []];
    return [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
}

const withUrgent: DispatchBoard = boardOf({
  urgentHours: 24,
  unassigned: [
    waitingRequest(21, 8, { urgent: true }),
    waitingRequest(22, 9, { urgent: false }),
    waitingRequest(23, 10, { urgent: true, type: 'consumer' }),
  ],
});

it('pins the urgent requests of the dashboard type above the table, each linked to its assignment page', async () => {
  const calls = server(() => [200, withUrgent]);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  const section = await screen.findByRole('region', { name: 'Urgent: no PA, starting within 24 hours' });
  const links = within(section).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/assegnazione?id=21', '/dispatch-board']);
  expect(links[0]).toHaveTextContent(/Request no\. 21, .*, Milano, Aeroporto di Milano Linate/);
  expect(section).not.toHaveTextContent(/more urgent/);
  // Above the table, in document order.
  const table = await screen.findByRole('table');
  expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // A range the API accepts: at most 7 days, from the start of the current hour.
  const params = calls.find((c) => c.url.includes('dispatch-board'))!.params as { from: string; to: string };
  expect(Date.parse(params.to) - Date.parse(params.from)).toBe(7 * 86_400_000);
  expect(Date.parse(params.from)).toBeLessThanOrEqual(Date.now());
  fireEvent.click(links[0]!);
  expect(screen.getByTestId('where')).toHaveTextContent('/assegnazione?id=21');
});

it('the consumer dashboard pins its own type; axe finds nothing serious', async () => {
  server(() => [200, withUrgent]);
  await renderPage(<RequestsPage type="consumer" />, '/richieste-consumer');
  const section = await screen.findByRole('region', { name: /Urgent/ });
  expect(within(section).getAllByRole('link')[0]).toHaveAttribute('href', '/assegnazione?id=23');
  await screen.findByText('1 of 1 requests');
  expect(await seriousViolations()).toEqual([]);
});

it.each([
  [2, 'fr', /Urgentes/, '2 autres demandes urgentes sont sur le tableau de répartition.'],
  [1, 'it', /Urgenti/, 'Un’altra richiesta urgente è nel quadro delle assegnazioni.'],
] as const)(
  'lists the first requests to start and counts the others, which the dispatch board lists (%i more, %s)',
  async (others, language, title, counted) => {
    const many = Array.from({ length: URGENT_LISTED + others }, (_, i) =>
      waitingRequest(30 + i, 8, { urgent: true }),
    );
    server(() => [200, boardOf({ unassigned: many })]);
    await renderPage(<RequestsPage type="business" />, '/richieste', language);
    const section = await screen.findByRole('region', { name: title });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      ...many.slice(0, URGENT_LISTED).map((r) => `/assegnazione?id=${r.id}`),
      '/dispatch-board',
    ]);
    expect(section).toHaveTextContent(counted);
  },
);

it('shows no section when nothing is urgent', async () => {
  const calls = server(() => [200, boardOf({ unassigned: [waitingRequest(22, 9)] })]);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('1 of 1 requests');
  await waitFor(() => expect(calls.some((c) => c.url.includes('dispatch-board'))).toBe(true));
  expect(screen.queryByRole('region', { name: /Urgent/ })).toBeNull();
});

it('a failed call says so quietly with its own retry, and the dashboard keeps working', async () => {
  let fail = true;
  server(() => (fail ? [500, {}] : [200, withUrgent]));
  await renderPage(<RequestsPage type="business" />, '/richieste', 'it');
  expect(await screen.findByText('Impossibile caricare le richieste urgenti.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  await screen.findByText('1 di 1 richieste');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Riprova a caricare le urgenti' }));
  expect(
    await screen.findByRole('region', { name: 'Urgenti: senza PA, iniziano entro 24 ore' }),
  ).toBeInTheDocument();
});

it('shows the section and the table together once both calls have answered, the loader meanwhile', async () => {
  // The board answers when the test says so, after the list: the table must not be on screen before the section
  // that goes above it, or it would be pushed down when the section comes.
  let answerBoard!: () => void;
  const board = new Promise<void>((resolve) => (answerBoard = resolve));
  const calls = scriptApi(async (call: Call) => {
    if (call.url.includes('dispatch-board')) {
      await board;
      return [200, withUrgent];
    }
    if (call.url.includes('requests-cities')) return [200, []];
    return [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await waitFor(() => expect(calls.some((c) => c.url.includes('active-requests'))).toBe(true));
  // Every answer but the board's is in (a macrotask runs after all the promise callbacks queued before it).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('region', { name: /Urgent/ })).toBeNull();
  await act(async () => answerBoard());
  const section = await screen.findByRole('region', { name: /Urgent/ });
  const table = screen.getByRole('table');
  expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('1 of 1 requests')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('lists a guest not found for an operator to decide: confirmed, the fee is said and the board asked again', async () => {
  const noShow = boardOf({
    unassigned: [],
    pas: [
      {
        id: 7,
        firstname: 'Marta',
        lastname: 'Ferri',
        mobile: '+39 333 1234567',
        assignments: [boardAssignment(41, 9, { field: 'no-show' }), boardAssignment(42, 11)],
      },
    ],
  });
  const calls = scriptApi((call: Call) => {
    if (call.url.includes('dispatch-board')) return [200, noShow];
    if (call.url.includes('requests-cities')) return [200, []];
    if (call.url.includes('no-show-decision'))
      return [
        200,
        {
          requestId: 41,
          status: 'cancelled',
          field: { status: 'no-show', history: [] },
          fee: { feeCents: 12_000, capturedCents: 0, currencyCode: 'EUR', feeState: 'owed' },
        },
      ];
    return [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste');
  const section = await screen.findByRole('region', { name: 'Guest not found: to decide' });
  expect(within(section).getByRole('link')).toHaveAttribute('href', '/assegnazione?id=41');
  expect(section).not.toHaveTextContent(/no\. 42/);
  fireEvent.click(within(section).getByRole('button', { name: 'Decide on request no. 41' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guest not found, request no. 41' });
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Called twice' } });
  const boards = calls.filter((c) => c.url.includes('dispatch-board')).length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the no-show' }));
  expect(await within(dialog).findByText(/fee €\s?120\.00 owed by the customer/)).toBeInTheDocument();
  const sent = calls.find((c) => c.url.includes('no-show-decision'))!;
  expect(sent.data).toEqual({ requestId: 41, confirm: true, note: 'Called twice' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.url.includes('dispatch-board')).length).toBeGreaterThan(boards),
  );
});

it("keeps the confirmed no-show's fee on screen when the live board drops the cancelled service", async () => {
  const pending = boardOf({
    unassigned: [],
    pas: [
      {
        id: 7,
        firstname: 'Marta',
        lastname: 'Ferri',
        mobile: null,
        assignments: [boardAssignment(41, 9, { field: 'no-show' })],
      },
    ],
  });
  let decided = false;
  scriptApi((call: Call) => {
    if (call.url.includes('dispatch-board'))
      return [200, decided ? boardOf({ unassigned: [], pas: [] }) : pending];
    if (call.url.includes('requests-cities')) return [200, []];
    if (call.url.includes('no-show-decision')) {
      decided = true;
      return [
        200,
        {
          requestId: 41,
          status: 'cancelled',
          field: { status: 'no-show', history: [] },
          fee: { feeCents: 12_000, capturedCents: 12_000, currencyCode: 'EUR', feeState: 'captured' },
        },
      ];
    }
    return [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste');
  const section = await screen.findByRole('region', { name: 'Guest not found: to decide' });
  fireEvent.click(within(section).getByRole('button', { name: 'Decide on request no. 41' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guest not found, request no. 41' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the no-show' }));
  expect(await within(dialog).findByText(/fee €\s?120\.00 captured/)).toBeInTheDocument();
  // The live event of the cancellation reloads the board, which no longer lists the service.
  await act(async () => invalidateQueries(dispatchBoardKeys.all));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Guest not found: to decide' })).toBeNull(),
  );
  expect(screen.getByRole('dialog', { name: 'Guest not found, request no. 41' })).toHaveTextContent(
    /fee €\s?120\.00 captured/,
  );
});

it('a refused decision the server turns down is said in words, and may be tried again', async () => {
  const noShow = boardOf({
    unassigned: [],
    pas: [
      {
        id: 7,
        firstname: 'Marta',
        lastname: 'Ferri',
        mobile: null,
        assignments: [boardAssignment(41, 9, { field: 'no-show' })],
      },
    ],
  });
  scriptApi((call: Call) => {
    if (call.url.includes('dispatch-board')) return [200, noShow];
    if (call.url.includes('requests-cities')) return [200, []];
    if (call.url.includes('no-show-decision')) return [409, { code: 'NO.SHOW.NOT.REPORTED' }];
    return [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste', 'fr');
  const section = await screen.findByRole('region', { name: 'Invité introuvable\u202f: à décider' });
  fireEvent.click(within(section).getByRole('button', { name: 'Décider sur la demande n° 41' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser\u202f: le service continue' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/n’a pas signalé cet invité/);
  expect(within(dialog).getByRole('button', { name: 'Refuser\u202f: le service continue' })).toBeEnabled();
});
