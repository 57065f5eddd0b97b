// The dashboards and the assignment page follow the live request events without a reload: a new request at the top
// with a polite notice, status changes in place, and an assignment by another operator shown at once.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import type { RequestDetail, RequestListItem } from '@alfie/shared/contracts';
import { FakeEventSource } from '@alfie/shared/testing/fake-event-source';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import '../i18n/namespace.ts';
import { AFTER_SHOWN } from '../common/use-after-shown.ts';
import { detailOf, offer, requestItem } from '../test-data.ts';
import AssignmentPage from './assignment-page.tsx';
import RequestsPage from './requests-page.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeEventSource.install();
  // The dashboards open their stream a moment after their rows are shown; the tests do not wait for it.
  AFTER_SHOWN.ms = 0;
});
afterEach(() => FakeEventSource.uninstall());

const ticket = (call: Call) => call.url.endsWith('/events-ticket');

/** The server's list: what `rows` holds when asked (the test adds rows as the API would). */
function listServer(rows: RequestListItem[]) {
  return scriptApi((call) => {
    if (ticket(call)) return [200, { ticket: 'T', expiresAt: '' }];
    if (call.url.includes('requests-cities')) return [200, []];
    return [200, rows.filter((r) => r.type === call.params?.type), { 'x-total-count': String(rows.length) }];
  });
}

const streamOpen = () => waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
const send = (event: string, data: { id: number; type: string; status: string }) =>
  act(() => FakeEventSource.last().emit(event, String(data.id), data));
const rowIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

it('a request filed meanwhile appears at the top of the business dashboard, announced politely', async () => {
  const rows = [requestItem(3), requestItem(2)];
  const calls = listServer(rows);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('2 of 2 requests');
  await streamOpen();
  expect(FakeEventSource.last().url).toContain('/request/alfie/events?ticket=T');
  const notice = screen.getByRole('status');
  expect(notice).toBeEmptyDOMElement();

  rows.unshift(
    requestItem(4, { customers: { id: 9, businessName: 'Nuova S.r.l.', vatCode: '', email: '' } }),
  );
  send('request.created', { id: 4, type: 'business', status: 'created' });
  await screen.findByText('3 of 3 requests');
  expect(rowIds()[0]).toContain('Nuova S.r.l.');
  expect(notice).toHaveTextContent('New request no. 4: it is at the top of the list.');
  // The refresh is quiet and asked in the dashboard's own filters and order.
  expect(calls.filter((c) => c.url.includes('active-requests')).at(-1)!.params).toMatchObject({
    type: 'business',
    sort: 'createDate',
  });

  // The same event again (a resumed stream) adds nothing.
  send('request.created', { id: 4, type: 'business', status: 'created' });
  await waitFor(() => expect(calls.filter((c) => c.url.includes('active-requests'))).toHaveLength(3));
  expect(screen.getByText('3 of 3 requests')).toBeInTheDocument();
});

it('assigned, cancelled and paid requests change in place; another type is left alone', async () => {
  listServer([requestItem(3), requestItem(2), requestItem(1)]);
  await renderPage(<RequestsPage type="business" />, '/richieste');
  await screen.findByText('3 of 3 requests');
  await streamOpen();
  const table = screen.getByRole('table');
  expect(within(table).getAllByText('Pending')).toHaveLength(3);

  send('request.assigned', { id: 2, type: 'business', status: 'assigned' });
  expect(within(table).getByText('Assigned')).toBeInTheDocument();
  send('request.cancelled', { id: 1, type: 'business', status: 'cancelled' });
  expect(within(table).getAllByText('Pending')).toHaveLength(1);
  send('request.paid', { id: 2, type: 'business', status: 'pending-capture' });
  expect(within(table).getByText('Payment pending')).toBeInTheDocument();
  send('request.assigned', { id: 3, type: 'consumer', status: 'assigned' });
  expect(within(table).getAllByText('Pending')).toHaveLength(1);
  expect(screen.getByText('3 of 3 requests')).toBeInTheDocument();
});

it('an open assignment page shows at once when another operator assigns, and offers Assign no more', async () => {
  let detail: RequestDetail = detailOf(requestItem(42));
  const offers = [offer(7), offer(9)];
  const calls = scriptApi((call) => {
    if (ticket(call)) return [200, { ticket: 'T', expiresAt: '' }];
    if (call.url.includes('request-detail')) return [200, detail];
    if (call.url.includes('personal-assistant-by-request')) return [200, offers];
    return [404, {}];
  });
  await renderPage(<AssignmentPage />, '/assegnazione?id=42');
  await screen.findByRole('button', { name: /Pa7 Verdi/ });
  await streamOpen();
  fireEvent.click(screen.getByRole('button', { name: /Pa7 Verdi/ }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Assign PA to request' })[0]!);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();

  // Another request's event changes nothing here.
  send('request.assigned', { id: 41, type: 'business', status: 'assigned' });
  expect(screen.queryByText(/Another operator has just assigned/)).not.toBeInTheDocument();

  detail = detailOf(requestItem(42, { status: 'assigned', personalAssistantId: 9 }), {
    assignedTo: offers[1]!,
  });
  const before = calls.filter((c) => c.url.includes('request-detail')).length;
  send('request.assigned', { id: 42, type: 'business', status: 'assigned' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Another operator has just assigned this request: it can no longer be assigned.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await screen.findByText('Request assigned to Pa9 Verdi');
  expect(calls.filter((c) => c.url.includes('request-detail')).length).toBe(before + 1);
  expect(screen.queryByRole('button', { name: 'Assign PA to request' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.url.includes('assign-request'))).toBe(false);
});
