import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestDetail } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { HOUR } from '../test-dates.ts';
import RequestDetailPage from './request-detail-page.tsx';

const detail = (startIn: number, extra: Partial<RequestDetail> = {}): RequestDetail =>
  ({
    request: {
      id: 42,
      startDatetime: new Date(Date.now() + startIn).toISOString(),
      endDatetime: new Date(Date.now() + startIn + 2 * HOUR).toISOString(),
      status: 'created',
      amount: 292.8,
      currencyCode: 'EUR',
      serviceNotes: 'Meet at gate B',
      cities: [{ city: 'Milano', poi: 'Malpensa', street: null }],
    },
    customer: null,
    referents: [],
    assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO' }],
    travels: [],
    assignedTo: null,
    ...extra,
  }) as unknown as RequestDetail;

const FREE_QUOTE = {
  feeCents: 0,
  currencyCode: 'EUR',
  percent: 0,
  reason: 'free-window',
  freeUntil: '2030-05-01T08:00:00.000Z',
  changesAt: '2030-05-01T08:00:00.000Z',
  nextFeeCents: 14_640,
};

/** The detail, an empty timeline for the timeline's call, a free cancellation for the quote's. */
const answer = (url: string, body: RequestDetail): [number, unknown] =>
  url.includes('request-timeline')
    ? [200, []]
    : url.includes('cancellation-quote')
      ? [200, FREE_QUOTE]
      : [200, body];

describe('request detail', () => {
  it('shows the request, no PA yet, the assistance contact, and deletes a future request after confirmation', async () => {
    const calls = scriptApi((call) =>
      call.url.includes('delete-request') ? [200, true] : answer(call.url, detail(24 * HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42');
    expect(await screen.findByText('Milano – Malpensa')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/Request/alfie/request-detail', params: { id: 42 } });
    expect(screen.getByText('€292.80')).toBeInTheDocument();
    expect(screen.getByText(/No PA has been assigned yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@alfie.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@alfie.example.com',
    );
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.url.includes('delete-request'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/richieste-customer'));
    expect(calls.at(-1)).toMatchObject({ url: '/request/alfie/delete-request', params: { id: 42 } });
  });

  it('offers no delete link once the start has passed, and names the assigned PA', async () => {
    scriptApi((call) =>
      answer(
        call.url,
        detail(-HOUR, {
          assignedTo: {
            firstname: 'Giulia',
            lastname: 'Conti',
            mobile: '+39 333 0000000',
          } as RequestDetail['assignedTo'],
        }),
      ),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42', 'fr');
    expect(await screen.findByText('Giulia Conti – +39 333 0000000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer la demande' })).toBeNull();
  });

  it('shows the server refusal of a deletion with Retry', async () => {
    scriptApi((call) =>
      call.url.includes('delete-request')
        ? [409, { code: 'INVALID.STATE' }]
        : answer(call.url, detail(24 * HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('The operation is not allowed in the current state')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fee and when it changes before the customer confirms, loading first, by keyboard', async () => {
    let release: () => void = () => undefined;
    const quote = {
      feeCents: 14_640,
      currencyCode: 'EUR',
      percent: 50,
      reason: null,
      freeUntil: '2030-05-01T08:00:00.000Z',
      changesAt: '2030-05-02T06:00:00.000Z',
      nextFeeCents: 29_280,
    };
    const calls = scriptApi((call) =>
      call.url.includes('cancellation-quote')
        ? new Promise<[number, unknown]>((resolve) => {
            release = () => resolve([200, quote]);
          })
        : call.url.includes('delete-request')
          ? [200, true]
          : answer(call.url, detail(5 * HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking what cancelling costs');
    expect(within(dialog).getByRole('button', { name: 'Yes, delete it' })).toBeDisabled();
    release();
    expect(
      await within(dialog).findByText(
        'Cancelling now costs €146.40 (50% of the total), charged to your payment.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^From .* it costs €292\.80\.$/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('cancellation-quote'))).toMatchObject({ params: { id: 42 } });
    expect(await seriousViolations()).toEqual([]);
    // By keyboard: the confirm button is reachable and confirms.
    const confirm = within(dialog).getByRole('button', { name: 'Yes, delete it' });
    expect(confirm).toBeEnabled();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/richieste-customer'));
  });

  it('says a cancellation is free because no PA is assigned yet, and what applies once one is', async () => {
    const unassigned = { ...FREE_QUOTE, reason: 'unassigned', changesAt: null, nextFeeCents: null };
    scriptApi((call) =>
      call.url.includes('cancellation-quote')
        ? [200, { ...unassigned, freeUntil: null }]
        : answer(call.url, detail(HOUR)),
    );
    const { unmount } = await renderPage(<RequestDetailPage />, '/customer-request-details?id=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    expect(
      await within(dialog).findByText('Cancelling now is free: no PA has been assigned yet.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Once a PA is assigned, the cancellation policy applies.'),
    ).toBeInTheDocument();
    unmount();
    scriptApi((call) =>
      call.url.includes('cancellation-quote') ? [200, unassigned] : answer(call.url, detail(48 * HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42', 'it');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancella la richiesta' }));
    expect(
      await screen.findByText('Annullare ora è gratuito: nessun PA è stato ancora assegnato.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Una volta assegnato un PA, resta gratuito fino al /)).toBeInTheDocument();
  });

  it('says so when the quote fails, with Retry, in Italian', async () => {
    scriptApi((call) =>
      call.url.includes('cancellation-quote')
        ? [500, { code: 'SERVER.ERROR' }]
        : answer(call.url, detail(5 * HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42', 'it');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancella la richiesta' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('words the fee in French', async () => {
    scriptApi((call) =>
      call.url.includes('cancellation-quote')
        ? [200, { ...FREE_QUOTE, feeCents: 500, percent: 100, changesAt: null, nextFeeCents: null }]
        : answer(call.url, detail(HOUR)),
    );
    await renderPage(<RequestDetailPage />, '/customer-request-details?id=42', 'fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer la demande' }));
    expect(
      await screen.findByText(/^Annuler maintenant coûte 5,00\s€ \(100 % du total\)/),
    ).toBeInTheDocument();
  });
});

it.each([
  [403, 'This request is not one of yours.'],
  [404, 'This request does not exist.'],
])('a %i says so in a sentence, not the server text, and offers no Retry', async (status, sentence) => {
  scriptApi(() => [status, { error: 'Operation not permitted' }]);
  await renderPage(<RequestDetailPage />, '/customer-request-details?id=999');
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  expect(screen.queryByText('Operation not permitted')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
