import { screen, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderIn } from '@alfie/shared/testing/render';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { CANCELLED_ENTRIES } from '@alfie/shared/testing/cancelled-entries';
import '../i18n/namespace.ts';
import { CustomerTimeline } from './request-timeline.tsx';

beforeAll(() => initI18n('en'));

const entries: TimelineEntry[] = [
  {
    at: '2026-03-01T09:00:00.000Z',
    kind: 'filed',
    actor: { role: 'customer', name: 'Acme Spa' },
    detail: { from: null, to: 'created' },
  },
  {
    at: '2026-03-01T11:00:00.000Z',
    kind: 'assigned',
    actor: { role: 'operator-user', name: null },
    detail: { from: 'created', to: 'assigned', paFirstName: 'Giulia' },
  },
  {
    at: '2026-03-02T08:00:00.000Z',
    kind: 'payment-captured',
    actor: { role: 'operator-user', name: null },
    detail: { amountCents: 16470, currencyCode: 'EUR', paymentKind: 'booking' },
  },
];

it("shows the customer's story: filed, the PA's first name, the payment with its amount", async () => {
  const calls = scriptApi(() => [200, entries]);
  await renderIn('en', <CustomerTimeline id={42} />);
  const list = await screen.findByRole('list', { name: 'Timeline' });
  expect(calls[0]).toMatchObject({ url: '/Request/alfie/request-timeline', params: { id: 42 } });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('You filed the request');
  expect(items[1]).toHaveTextContent('Personal assistant assigned');
  expect(items[1]).toHaveTextContent('Your PA: Giulia');
  expect(items[2]).toHaveTextContent(/Payment charged.*Amount: €164\.70/);
  expect(await seriousViolations()).toEqual([]);
});

it('is translated (it, fr) and says when there is nothing yet', async () => {
  scriptApi(() => [200, entries]);
  const { unmount } = await renderIn('it', <CustomerTimeline id={42} />);
  expect(await screen.findByText('Il tuo PA: Giulia')).toBeInTheDocument();
  unmount();
  scriptApi(() => [200, []]);
  await renderIn('fr', <CustomerTimeline id={42} />);
  expect(await screen.findByText("Aucun événement pour l'instant")).toBeInTheDocument();
});

it('shows a readable error when the timeline cannot be read', async () => {
  scriptApi(() => [403, { code: 'FORBIDDEN' }]);
  await renderIn('en', <CustomerTimeline id={42} />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('shows the cancellation fee on the cancelled entry: captured, owed or none, with what was taken', async () => {
  scriptApi(() => [200, CANCELLED_ENTRIES]);
  await renderIn('en', <CustomerTimeline id={42} />);
  const items = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(
    /Request cancelled.*cancellation fee: €82\.35, captured \(€82\.35 taken\)/,
  );
  expect(items[1]).toHaveTextContent('cancellation fee: €5.00, owed (€2.00 taken)');
  expect(items[2]).toHaveTextContent('no cancellation fee');
});
