import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { HOUR } from '../test-dates.ts';
import ReservationsPage from './reservations-page.tsx';

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const item = (
  id: number,
  startIn: number,
  hours: number,
  created: number,
  extra: Partial<CustomerRequest> = {},
) => ({
  id,
  startDatetime: iso(now + startIn),
  endDatetime: iso(now + startIn + hours * HOUR),
  createDate: iso(now - created),
  status: 'created',
  cities: [{ city: 'Milano', street: null, poi: 'Malpensa' }],
  finalAmount: null,
  currencyCode: 'EUR',
  cancellationFee: null,
  ...extra,
});

const LIST: CustomerRequest[] = [
  item(1, -48 * HOUR, 2, 10 * HOUR, {
    status: 'completed',
    cities: [{ city: 'Roma', street: 'Via Appia 1', poi: null }],
    finalAmount: 29_150,
  }),
  // Started an hour ago, ends in an hour: still ongoing, whatever the viewer's time zone.
  item(2, -HOUR, 2, 20 * HOUR, { status: 'assigned' }),
  item(3, 24 * HOUR, 1, 1 * HOUR),
  item(4, 48 * HOUR, 3, 30 * HOUR, {
    status: 'cancelled',
    cancellationFee: { state: 'owed', feeCents: 10_000, capturedCents: 2_500 },
  }),
  item(6, 72 * HOUR, 3, 40 * HOUR, {
    status: 'cancelled',
    cancellationFee: { state: 'captured', feeCents: 5_000, capturedCents: 5_000 },
  }),
  item(7, 96 * HOUR, 3, 50 * HOUR, {
    status: 'cancelled',
    cancellationFee: { state: 'none', feeCents: 0, capturedCents: 0 },
  }),
  // Ended a minute ago: closed (the old client's one-hour patch would have kept it open).
  item(5, -HOUR - 60_000, 1, 5 * HOUR),
];

describe('reservations', () => {
  it('splits ongoing and closed by the end instant, newest first, with place, hours and a manage link', async () => {
    const calls = scriptApi(() => [200, LIST]);
    await renderPage(<ReservationsPage />, '/richieste-customer');
    const ongoing = await screen.findByRole('region', { name: 'Ongoing' });
    const closed = screen.getByRole('region', { name: 'Closed' });
    const ids = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link', { name: /Manage/ })
        .map((a) => a.getAttribute('href'));
    expect(ids(ongoing)).toEqual(['/customer-request-details?id=3', '/customer-request-details?id=2']);
    expect(ids(closed)).toEqual([
      '/customer-request-details?id=5',
      '/customer-request-details?id=1',
      '/customer-request-details?id=4',
      '/customer-request-details?id=6',
      '/customer-request-details?id=7',
    ]);
    expect(within(closed).getByText('Roma – Via Appia 1')).toBeInTheDocument();
    expect(within(ongoing).getAllByText('Milano – Malpensa')).toHaveLength(2);
    expect(within(closed).getAllByText('Cancelled')).toHaveLength(3);
    // A cancelled one's fee in words, with what was actually taken.
    expect(within(closed).getByRole('columnheader', { name: 'Cancellation fee' })).toBeInTheDocument();
    expect(within(closed).getByText('Owed: €75.00 (€25.00 taken)')).toBeInTheDocument();
    expect(within(closed).getByText('Captured: €50.00')).toBeInTheDocument();
    expect(within(closed).getByText('None')).toBeInTheDocument();
    // The final amount of a confirmed service, in the closed list only.
    expect(within(closed).getByRole('columnheader', { name: 'Final amount' })).toBeInTheDocument();
    expect(within(closed).getByText('€291.50')).toBeInTheDocument();
    expect(within(ongoing).queryByRole('columnheader', { name: 'Final amount' })).not.toBeInTheDocument();
    expect(calls[0]!.url).toBe('/request/alfie/requests');
    expect(await seriousViolations()).toEqual([]);
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every query matches: the phone layout.
      window.matchMedia = (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows each reservation as a card that opens the booking, status in view, no table', async () => {
      scriptApi(() => [200, LIST]);
      await renderPage(<ReservationsPage />, '/richieste-customer');
      const ongoing = await screen.findByRole('region', { name: 'Ongoing' });
      const closed = screen.getByRole('region', { name: 'Closed' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(closed).getAllByRole('link');
      expect(cards.map((a) => a.getAttribute('href'))).toEqual([
        '/customer-request-details?id=5',
        '/customer-request-details?id=1',
        '/customer-request-details?id=4',
        '/customer-request-details?id=6',
        '/customer-request-details?id=7',
      ]);
      // The card's name carries what the customer decides on: place, status, amount.
      expect(cards[1]).toHaveAccessibleName(/Completed Roma – Via Appia 1 Final amount: €291\.50$/);
      expect(cards[2]).toHaveTextContent('Cancellation fee: Owed: €75.00 (€25.00 taken)');
      expect(within(ongoing).getAllByRole('link')).toHaveLength(2);
      // Reached by keyboard, opened with Enter.
      await userEvent.tab();
      expect(within(ongoing).getAllByRole('link')[0]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent('/customer-request-details?id=3');
      expect(await seriousViolations()).toEqual([]);
    });
  });

  it('says when a list is empty, in Italian', async () => {
    scriptApi(() => [200, []]);
    await renderPage(<ReservationsPage />, '/richieste-customer', 'it');
    expect(await screen.findByText('Non hai prenotazioni in corso.')).toBeInTheDocument();
    expect(screen.getByText('Non hai prenotazioni concluse.')).toBeInTheDocument();
  });

  it('shows a readable error with Retry', async () => {
    let down = true;
    scriptApi(() => (down ? [500, {}] : [200, LIST]));
    await renderPage(<ReservationsPage />, '/richieste-customer');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Ongoing' })).toBeInTheDocument();
  });
});
