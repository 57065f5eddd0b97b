import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@alfie/shared/i18n';
import type { CloseoutItem } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { useSession } from '@alfie/shared/session';
import { toDateTimeLocal } from '@alfie/shared/ui';
import { scriptApi, type Answer, type Call } from '@alfie/shared/testing/script-api';
import '../i18n/namespace.ts';
import CloseoutPage from './closeout-page.tsx';

beforeAll(() => initI18n('en'));

function item(id: number, over: Partial<CloseoutItem> = {}): CloseoutItem {
  return {
    id,
    type: 'business',
    status: 'pending-capture',
    state: 'to-confirm',
    customerName: 'Acme Spa',
    paName: 'Giulia Conti',
    city: 'Milano',
    startDatetime: '2026-03-10T08:00:00.000Z',
    endDatetime: '2026-03-10T10:00:00.000Z',
    actualEndDatetime: null,
    reportedEnd: '2026-03-10T10:05:00.000Z',
    currencyCode: 'EUR',
    amount: 20_000,
    finalAmount: null,
    captured: null,
    owed: null,
    paDue: 8_000,
    serviceConfirmedAt: null,
    paPaymentInstant: null,
    owedWrittenOffAt: null,
    owedWriteOffReason: null,
    ...over,
  };
}

const confirmed = {
  result: true,
  id: 7,
  status: 'completed',
  actualEndDatetime: '2026-03-10T11:30:00.000Z',
  extraMinutes: 90,
  currencyCode: 'EUR',
  finalAmount: 29_150,
  captured: 23_000,
  owed: 6_150,
  paDue: 11_750,
};

const settledFacts = {
  actualEndDatetime: '2026-03-10T11:30:00.000Z',
  serviceConfirmedAt: '2026-03-11T09:00:00.000Z',
  finalAmount: 29_150,
  captured: 29_150,
  owed: 0,
};

afterEach(() => useSession.setState({ role: null }));

function server(answer: (call: Call) => Answer | undefined = () => undefined) {
  return scriptApi((call) => {
    const scripted = answer(call);
    if (scripted) return scripted;
    if (call.url.endsWith('/closeout')) {
      const state = String(call.params?.state ?? '');
      const rows = [
        item(7),
        item(6, { state: 'awaiting-pa-payment', status: 'completed', finalAmount: 20_000 }),
        item(5, { ...settledFacts, state: 'to-settle', status: 'completed', captured: 23_000, owed: 6_150 }),
      ];
      const shown = rows.filter((r) => !state || r.state === state);
      return [200, shown, { 'x-total-count': String(shown.length) }];
    }
    return [404, {}];
  });
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/closeout'));

it('lists the services to confirm first, paged by the API, and sends each filter', async () => {
  const calls = server();
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  expect(await screen.findByRole('heading', { name: 'Service closeout' })).toBeInTheDocument();
  await screen.findByText('1 of 1 services');
  expect(listCalls(calls)[0]!.params).toMatchObject({ state: 'to-confirm', from: '', to: '', limit: 100 });

  await userEvent.selectOptions(screen.getByLabelText('Closeout state'), '');
  await screen.findByText('3 of 3 services');
  await userEvent.type(screen.getByLabelText('Service end from'), '2026-03-01');
  await userEvent.type(screen.getByLabelText('Service end until'), '2026-03-31');
  await waitFor(() =>
    expect(listCalls(calls).at(-1)!.params).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      state: '',
    }),
  );
  expect(await seriousViolations()).toEqual([]);
});

it('confirms a service by keyboard with its actual end and shows the final amount, captured and owed', async () => {
  const calls = server((c) => (c.url.endsWith('/confirm-service') ? [200, confirmed] : undefined));
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  const button = await screen.findByRole('button', { name: 'Confirm service 7' });
  expect(button).toHaveTextContent(/^Confirm$/);
  button.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Confirm service 7' });
  const end = within(dialog).getByLabelText('Actual end');
  await userEvent.clear(end);
  await userEvent.type(end, '2026-03-10T12:30');
  expect(await seriousViolations()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and capture' }));

  await within(dialog).findByText('Still owed');
  const sent = calls.find((c) => c.url.endsWith('/confirm-service'))!;
  expect(sent.data).toEqual({ requestId: 7, actualEndDatetime: new Date('2026-03-10T12:30').toISOString() });
  expect(within(dialog).getByText('€291.50')).toBeInTheDocument();
  expect(within(dialog).getByText('€61.50')).toBeInTheDocument();
  const before = listCalls(calls).length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
});

it('proposes the PA reported end, shows it against the planned one and flags a gap over 15 minutes', async () => {
  const calls = server((c) => {
    if (c.url.endsWith('/confirm-service')) return [200, confirmed];
    if (c.url.endsWith('/closeout'))
      return [200, [item(7, { reportedEnd: '2026-03-10T11:30:00.000Z' }), item(8)], { 'x-total-count': '2' }];
    return undefined;
  });
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  const late = (await screen.findByRole('cell', { name: /90 min after the planned end/ })).closest('tr')!;
  expect(within(late).getAllByRole('cell')[0]).toHaveTextContent('7');
  const onTime = screen.getByRole('button', { name: 'Confirm service 8' }).closest('tr')!;
  expect(within(onTime).queryByText(/planned end/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Confirm service 7' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm service 7' });
  expect(dialog).toHaveTextContent('90 min after the planned end');
  expect(within(dialog).getByLabelText('Actual end')).toHaveValue(
    toDateTimeLocal(new Date('2026-03-10T11:30:00Z')),
  );
  expect(within(dialog).queryByLabelText(/Why this end/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and capture' }));
  await within(dialog).findByText('Still owed');
  expect(calls.find((c) => c.url.endsWith('/confirm-service'))!.data).toEqual({
    requestId: 7,
    actualEndDatetime: '2026-03-10T11:30:00.000Z',
  });
});

it('flags a service without the PA reported end and asks the operator for the end and a reason', async () => {
  const calls = server((c) => {
    if (c.url.endsWith('/confirm-service')) return [200, confirmed];
    if (c.url.endsWith('/closeout')) return [200, [item(7, { reportedEnd: null })], { 'x-total-count': '1' }];
    return undefined;
  });
  await renderPage(<CloseoutPage />, '/chiusura-servizi', 'it');
  expect(await screen.findByRole('cell', { name: 'Non segnalata dal PA' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Conferma il servizio 7' }));
  const dialog = await screen.findByRole('dialog');
  const end = within(dialog).getByLabelText('Fine effettiva');
  await userEvent.clear(end);
  await userEvent.type(end, '2026-03-10T11:00');
  const confirm = within(dialog).getByRole('button', { name: 'Conferma e incassa' });
  await userEvent.click(confirm);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Il PA non ha segnalato la fine del servizio',
  );
  expect(calls.some((c) => c.url.endsWith('/confirm-service'))).toBe(false);
  await userEvent.type(within(dialog).getByLabelText(/Perché questa fine/), ' Telefono del PA spento ');
  await userEvent.click(confirm);
  await within(dialog).findByText('Ancora dovuto');
  expect(calls.find((c) => c.url.endsWith('/confirm-service'))!.data).toEqual({
    requestId: 7,
    actualEndDatetime: new Date('2026-03-10T11:00').toISOString(),
    reason: 'Telefono del PA spento',
  });
});

it('says why a confirmation was refused, and keeps the dialog open to try again', async () => {
  server((c) =>
    c.url.endsWith('/confirm-service') ? [409, { code: 'INVALID.STATE', message: 'x' }] : undefined,
  );
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm service 7' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and capture' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The operation is not allowed in the current state',
  );
  expect(within(dialog).getByRole('button', { name: 'Confirm and capture' })).toBeEnabled();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('marks the PA paid after a question, then reloads the list', async () => {
  const calls = server((c) =>
    c.url.endsWith('/pa-paid') ? [200, { result: true, id: 6, status: 'PA-paid' }] : undefined,
  );
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  await screen.findByText('1 of 1 services');
  await userEvent.selectOptions(screen.getByLabelText('Closeout state'), 'awaiting-pa-payment');
  const pay = await screen.findByRole('button', { name: 'Mark the PA paid for service 6' });
  // The row shows a short label (the sentence wrapped to four lines at phone width); the sentence stays its name.
  expect(pay).toHaveTextContent(/^Mark the PA paid$/);
  await userEvent.click(pay);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Record the payment of €80.00 to Giulia Conti?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.url.endsWith('/pa-paid'))!.data).toEqual({ requestId: 6 });
});

it('shows a readable error with Retry when the list cannot be loaded', async () => {
  server(() => [500, {}]);
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('labels a confirmed service with an amount owed and offers no payout for it; only an admin may write it off', async () => {
  server();
  useSession.setState({ role: 'operator-user' });
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  await screen.findByText('1 of 1 services');
  await userEvent.selectOptions(screen.getByLabelText('Closeout state'), 'to-settle');
  const row = (await screen.findByRole('cell', { name: 'Confirmed, amount owed' })).closest('tr')!;
  expect(within(row).getByText('€61.50')).toBeInTheDocument();
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
});

it('an operator-admin writes the amount owed off with a reason, required, then the list reloads', async () => {
  const calls = server((c) =>
    c.url.endsWith('/closeout-write-off')
      ? [
          200,
          {
            result: true,
            id: 5,
            currencyCode: 'EUR',
            owed: 6_150,
            owedWrittenOffAt: '2026-03-12T09:00:00.000Z',
            owedWriteOffReason: 'Customer unreachable',
          },
        ]
      : undefined,
  );
  useSession.setState({ role: 'operator-admin' });
  await renderPage(<CloseoutPage />, '/chiusura-servizi');
  await screen.findByText('1 of 1 services');
  await userEvent.selectOptions(screen.getByLabelText('Closeout state'), 'to-settle');
  const button = await screen.findByRole('button', { name: 'Write off the amount owed on service 5' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Write off the amount owed on service 5' });
  expect(dialog).toHaveTextContent('Acme Spa still owes €61.50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/required field/i);
  expect(calls.some((c) => c.url.endsWith('/closeout-write-off'))).toBe(false);
  await userEvent.type(within(dialog).getByLabelText('Reason for the write-off'), '  Customer unreachable ');
  expect(await seriousViolations()).toEqual([]);
  const before = listCalls(calls).length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.url.endsWith('/closeout-write-off'))!.data).toEqual({
    requestId: 5,
    reason: 'Customer unreachable',
  });
  await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
});

it('says why the payout was refused (an amount still owed), translated', async () => {
  server((c) =>
    c.url.endsWith('/pa-paid') ? [409, { code: 'PAYOUT.NOT.SETTLED', message: 'x' }] : undefined,
  );
  await renderPage(<CloseoutPage />, '/chiusura-servizi', 'fr');
  await screen.findByText('1 sur 1 services', { exact: false });
  await userEvent.selectOptions(screen.getByLabelText('État de clôture'), 'awaiting-pa-payment');
  await userEvent.click(await screen.findByRole('button', { name: 'Marquer le PA payé pour le service 6' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payé' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Le client doit encore une partie du montant',
  );
});
