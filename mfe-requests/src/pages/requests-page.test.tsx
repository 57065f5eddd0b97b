import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import { parseItalianDateTime } from '@alfie/shared/contracts';
import { useLoader } from '@alfie/shared/api';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { FakeEventSource } from '@alfie/shared/testing/fake-event-source';
import { outsideAct } from '@alfie/shared/testing/outside-act';
import '../i18n/namespace.ts';
import { alfie } from '../api/alfie.ts';
import { PAGE_SIZE } from '../api/get-request-page.ts';
import { AFTER_SHOWN } from '../common/use-after-shown.ts';
import { requestItem } from '../test-data.ts';
import { boardOf } from '../dispatch/board-test-data.ts';
import RequestsPage, { preload } from './requests-page.tsx';

beforeAll(() => initI18n('en'));
// The city choices and the live stream are asked a moment after the rows are shown; most tests do not wait for it.
beforeEach(() => {
  AFTER_SHOWN.ms = 0;
});

/** Calls counted by the page-wide loader while the export's call was answered. */
let loadingDuringExport: number | undefined;

function server(total = 3) {
  return scriptApi((call: Call) => {
    if (call.url.includes('requests-cities')) return [200, ['Milano', 'Roma']];
    if (call.url.includes('active-requests-export')) {
      loadingDuringExport = useLoader.getState().count;
      return [200, new Blob(['PK'])];
    }
    const status = String(call.params?.status ?? '');
    const rows = [requestItem(3), requestItem(2, { status: 'assigned' }), requestItem(1)].filter(
      (r) => !status || r.status === status,
    );
    if (call.params?.cursor === 'next') return [200, [requestItem(100)], { 'x-total-count': String(total) }];
    const headers: Record<string, string> = { 'x-total-count': String(total > 3 ? total : rows.length) };
    if (total > 3) headers['x-next-cursor'] = 'next';
    return [200, rows, headers];
  });
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('active-requests/'));

it('loads the first page of the type with paging, and the city list', async () => {
  const calls = server();
  await renderPage(<RequestsPage type="consumer" />, '/richieste-consumer');
  expect(await screen.findByRole('heading', { name: 'Consumer requests' })).toBeInTheDocument();
  await screen.findByText('3 of 3 requests');
  expect(listCalls(calls)[0]!.params ?? {}).toMatchObject({
    type: 'consumer',
    limit: PAGE_SIZE,
    status: '',
    city: '',
    startdate: '',
  });
  await waitFor(() =>
    expect(calls.some((c) => c.url.includes('requests-cities') && c.params?.type === 'consumer')).toBe(true),
  );
  const table = screen.getByRole('table');
  expect(within(table).getAllByText('Pending')).toHaveLength(2);
  expect(within(table).getByText('Assigned')).toHaveAttribute('data-tone', 'amber');
});

it.each(['it', 'en', 'fr'] as const)('in %s the dates of the rows have four-digit years', async (locale) => {
  server();
  await renderPage(<RequestsPage type="business" />, '/richieste', locale);
  const table = await screen.findByRole('table');
  // Departure and creation of each of the three rows; the hour depends on the time zone the tests run in.
  expect(await within(table).findAllByText(/^(10\/03|01\/03)\/2026,? \d\d:\d\d$/)).toHaveLength(6);
});

it('sends each filter to the server and shows what it answers', async () => {
  const calls = server();
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 3 requests');
  fireEvent.change(screen.getByLabelText('Filter: Status'), { target: { value: 'created' } });
  await screen.findByText('2 of 2 requests');
  expect(listCalls(calls).at(-1)!.params?.status).toBe('created');

  await waitFor(() => expect(screen.getByRole('option', { name: 'Roma' })).toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('Filter: departure city (first stop)'), {
    target: { value: 'Roma' },
  });
  await waitFor(() => expect(listCalls(calls).at(-1)!.params?.city).toBe('Roma'));

  const before = Date.now();
  fireEvent.change(
    screen.getByLabelText(
      'Filter: date of assignment (services from the chosen period on, upcoming included)',
    ),
    { target: { value: 'last7days' } },
  );
  await waitFor(() => expect(listCalls(calls).at(-1)!.params?.startdate).not.toBe(''));
  const sent = listCalls(calls).at(-1)!.params ?? {};
  expect(sent.dateformat).toBe('dd/MM/yyyy, HH:mm');
  const bound = parseItalianDateTime(String(sent.startdate))!.getTime();
  // Minute precision: the bound is the minute of 7 days before now.
  expect(before - 7 * 86_400_000 - bound).toBeGreaterThanOrEqual(0);
  expect(before - 7 * 86_400_000 - bound).toBeLessThan(120_000);
});

it('a column sort asks the server for the whole list in that order, and the next page follows it', async () => {
  const calls = server(4);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 4 requests');
  expect(listCalls(calls)[0]!.params).toMatchObject({ sort: 'createDate', order: 'desc' });
  expect(screen.getByRole('columnheader', { name: /Receipt of request/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  fireEvent.click(screen.getByRole('button', { name: /Place of departure/ }));
  await waitFor(() =>
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ sort: 'departure', order: 'asc' }),
  );
  expect(listCalls(calls).at(-1)!.params?.cursor).toBeUndefined();
  // The previous rows stay on screen while the sorted list loads; "Load more" comes back with its answer.
  fireEvent.click(await screen.findByRole('button', { name: 'Load more requests' }));
  await screen.findByText('4 of 4 requests');
  expect(listCalls(calls).at(-1)!.params).toMatchObject({ sort: 'departure', order: 'asc', cursor: 'next' });
  fireEvent.click(screen.getByRole('button', { name: /Place of departure/ }));
  await waitFor(() =>
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ sort: 'departure', order: 'desc' }),
  );
  expect(screen.getByRole('columnheader', { name: /Place of departure/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

it('a sort asks for its list in the click that chose it, before the page renders the new address, and once', async () => {
  const calls = server();
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 3 requests');
  const asked = jest.spyOn(alfie, 'get');
  const header = screen.getByRole('columnheader', { name: /Place of departure/ });
  await outsideAct(async () => {
    screen.getByRole('button', { name: /Place of departure/ }).click();
    expect(asked).toHaveBeenCalledWith(
      '/request/alfie/active-requests/',
      expect.objectContaining({ params: expect.objectContaining({ sort: 'departure', order: 'asc' }) }),
    );
    expect(header).not.toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'));
  });
  expect(listCalls(calls).filter((c) => c.params?.sort === 'departure')).toHaveLength(1);
  asked.mockRestore();
});

it('the Excel file is written by the API for the same filters and sort, with the words of the page', async () => {
  const calls = server();
  const saved = jest.fn((_: Blob) => 'blob:file');
  Object.assign(URL, { createObjectURL: saved, revokeObjectURL: jest.fn() });
  // jsdom cannot follow the download link; the click is what saves the file in a browser.
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 3 requests');
  fireEvent.click(screen.getByRole('button', { name: /Date of assignment/ }));
  await waitFor(() => expect(listCalls(calls).at(-1)!.params).toMatchObject({ sort: 'startDatetime' }));
  const lists = listCalls(calls).length;
  fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  const call = calls.find((c) => c.url.includes('active-requests-export'))!;
  expect(call.method).toBe('post');
  expect(call.params).toMatchObject({ type: 'business', sort: 'startDatetime', order: 'asc', status: '' });
  expect(call.data).toMatchObject({
    headers: { xId: 'ID', xDepartureCity: 'Departure city' },
    statuses: { created: 'Pending', assigned: 'Assigned' },
    language: 'en',
    fileName: 'requests-business',
    timeZone: expect.any(String),
  });
  expect(clicked).toHaveBeenCalledTimes(1);
  clicked.mockRestore();
  // The file comes whole from one call: the list is not paged through in the browser.
  expect(listCalls(calls)).toHaveLength(lists);
  // A long list takes seconds: the button shows the progress, and the page is not covered meanwhile.
  expect(loadingDuringExport).toBe(0);
});

it('shows a readable error when the export fails', async () => {
  scriptApi((call) =>
    call.url.includes('active-requests-export')
      ? [500, { error: 'Server error', code: 'SERVER.ERROR' }]
      : [200, call.url.includes('requests-cities') ? [] : [requestItem(3)], { 'x-total-count': '1' }],
  );
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('1 of 1 requests');
  fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sending data to server failed');
  expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
});

it('loads the next page with the cursor', async () => {
  const calls = server(4);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 4 requests');
  fireEvent.click(screen.getByRole('button', { name: 'Load more requests' }));
  await screen.findByText('4 of 4 requests');
  expect(listCalls(calls).at(-1)!.params?.cursor).toBe('next');
});

describe('filters, sort and the loaded pages in the address', () => {
  const where = () => screen.getByTestId('where').textContent ?? '';

  it('a link with them asks the server for that list and loads as many pages', async () => {
    const calls = server(4);
    await renderPage(
      <RequestsPage type="business" />,
      '/richieste?status=created&sort=departure&order=asc&pages=2',
    );
    await screen.findByText('3 of 4 requests');
    const [first, second] = listCalls(calls);
    expect(first!.params).toMatchObject({ status: 'created', sort: 'departure', order: 'asc' });
    expect(first!.params?.cursor).toBeUndefined();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(second!.params).toMatchObject({
      status: 'created',
      sort: 'departure',
      order: 'asc',
      cursor: 'next',
    });
    expect(screen.getByLabelText('Filter: Status')).toHaveValue('created');
    expect(screen.getByRole('columnheader', { name: /Place of departure/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('each choice is written into the address; a new filter or sort starts again from the first page', async () => {
    server(4);
    await renderPage(<RequestsPage type="business" />, '/richieste');
    await screen.findByText('3 of 4 requests');
    expect(where()).toBe('/richieste');
    fireEvent.click(screen.getByRole('button', { name: 'Load more requests' }));
    await screen.findByText('4 of 4 requests');
    expect(where()).toBe('/richieste?pages=2');
    fireEvent.click(screen.getByRole('button', { name: /Place of departure/ }));
    await waitFor(() => expect(where()).toBe('/richieste?sort=departure&order=asc'));
    fireEvent.change(screen.getByLabelText('Filter: Status'), { target: { value: 'created' } });
    await waitFor(() => expect(where()).toBe('/richieste?status=created&sort=departure&order=asc'));
  });

  it('a link with values the screen does not offer shows the default list, without an error', async () => {
    const calls = server();
    await renderPage(
      <RequestsPage type="business" />,
      '/richieste?status=lost&date=soon&sort=x&order=y&pages=z',
    );
    await screen.findByText('3 of 3 requests');
    expect(listCalls(calls)[0]!.params).toMatchObject({
      status: '',
      startdate: '',
      sort: 'createDate',
      order: 'desc',
    });
    expect(listCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('opens the assignment page of a row with the row as state', async () => {
  server();
  await renderPage(<RequestsPage type="business" />, '/richieste');
  const table = await screen.findByRole('table');
  await screen.findByText('3 of 3 requests');
  const firstRow = within(table).getAllByRole('row')[1]!;
  act(() => {
    fireEvent.click(firstRow);
  });
  const where = await screen.findByTestId('where');
  expect(where).toHaveTextContent('/assegnazione?id=3');
  expect(JSON.parse(where.dataset.state!).row.id).toBe(3);
});

it('shows a translated error with Retry when the list fails', async () => {
  let fail = true;
  scriptApi((call) => {
    if (call.url.includes('requests-cities')) return [200, []];
    return fail ? [500, {}] : [200, [requestItem(1)], { 'x-total-count': '1' }];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste', 'it');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  await screen.findByText('1 di 1 richieste');
});

it('keeps the rows on screen, marked busy, while a new filter loads, then shows the answer', async () => {
  // The filtered answer comes when the test says so: meanwhile the table is not emptied (and rebuilt afterwards).
  let answerFilter!: () => void;
  const filtered = new Promise<void>((resolve) => (answerFilter = resolve));
  scriptApi(async (call: Call) => {
    if (call.url.includes('requests-cities')) return [200, []];
    if (call.url.includes('dispatch-board')) return [200, boardOf({ unassigned: [] })];
    if (call.params?.status === 'assigned') {
      await filtered;
      return [200, [requestItem(2, { status: 'assigned' })], { 'x-total-count': '1' }];
    }
    return [
      200,
      [requestItem(3), requestItem(2, { status: 'assigned' }), requestItem(1)],
      { 'x-total-count': '3' },
    ];
  });
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 3 requests');
  const table = screen.getByRole('table');
  expect(table).toHaveAttribute('aria-busy', 'false');
  fireEvent.change(screen.getByLabelText('Filter: Status'), { target: { value: 'assigned' } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByRole('table')).toBe(table);
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('3 of 3 requests')).toBeInTheDocument();
  await act(async () => answerFilter());
  await screen.findByText('1 of 1 requests');
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  expect(table).toHaveAttribute('aria-busy', 'false');
});

it('takes the calls its preload started (list, urgent board): none is asked twice', async () => {
  const calls = scriptApi((call: Call) => {
    if (call.url.includes('requests-cities')) return [200, ['Roma']];
    if (call.url.includes('dispatch-board')) return [200, boardOf({ unassigned: [] })];
    return [200, [requestItem(3), requestItem(1)], { 'x-total-count': '2' }];
  });
  preload({ type: 'consumer' });
  expect(calls.map((c) => c.url.replace(/\?.*/, '')).sort()).toEqual([
    '/request/alfie/active-requests/',
    '/request/alfie/dispatch-board',
  ]);
  expect(listCalls(calls)[0]!.params).toMatchObject({ type: 'consumer', limit: PAGE_SIZE, status: '' });

  await renderPage(<RequestsPage type="consumer" />, '/richieste-consumer');
  await screen.findByText('2 of 2 requests');
  expect(await screen.findByRole('option', { name: 'Roma' })).toBeInTheDocument();
  expect(calls.filter((c) => !c.url.includes('events'))).toHaveLength(3);
});

it('asks for the city choices and opens the live stream only once the rows are shown', async () => {
  FakeEventSource.install();
  AFTER_SHOWN.ms = 300;
  try {
    const calls = scriptApi((call: Call) => {
      if (call.url.endsWith('/events-ticket')) return [200, { ticket: 'T', expiresAt: '' }];
      if (call.url.includes('requests-cities')) return [200, ['Roma']];
      if (call.url.includes('dispatch-board')) return [200, boardOf({ unassigned: [] })];
      return [200, [requestItem(3), requestItem(1)], { 'x-total-count': '2' }];
    });
    await renderPage(<RequestsPage type="business" />, '/richieste');
    await screen.findByText('2 of 2 requests');
    const asked = () => calls.map((c) => c.url.replace(/\?.*/, ''));
    expect(asked()).not.toContain('/request/alfie/requests-cities');
    expect(asked()).not.toContain('/request/alfie/events-ticket');
    expect(FakeEventSource.all).toHaveLength(0);

    expect(await screen.findByRole('option', { name: 'Roma' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(asked()).toContain('/request/alfie/events-ticket');
  } finally {
    FakeEventSource.uninstall();
  }
});
