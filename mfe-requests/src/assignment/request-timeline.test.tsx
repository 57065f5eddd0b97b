import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@alfie/shared/i18n';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderIn } from '@alfie/shared/testing/render';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { CANCELLED_ENTRIES } from '@alfie/shared/testing/cancelled-entries';
import '../i18n/namespace.ts';
import { AssignmentTimeline } from './request-timeline.tsx';

beforeAll(() => initI18n('en'));

const entries: TimelineEntry[] = [
  {
    at: '2026-03-01T09:00:00.000Z',
    kind: 'filed',
    actor: { role: 'customer', name: 'Acme Spa' },
    detail: { from: null, to: 'created' },
  },
  {
    at: '2026-03-01T10:00:00.000Z',
    kind: 'offer-received',
    actor: { role: 'personal-assistant', name: 'Giulia Conti' },
    detail: { paId: 7, paFirstName: 'Giulia', paLastName: 'Conti' },
  },
  {
    at: '2026-03-01T11:00:00.000Z',
    kind: 'assigned',
    actor: { role: 'operator-user', name: 'Olga Operatrice' },
    detail: { from: 'created', to: 'assigned', paId: 7, paFirstName: 'Giulia', paLastName: 'Conti' },
  },
  {
    at: '2026-03-01T11:00:00.000Z',
    kind: 'mail',
    actor: { role: null, name: null },
    detail: { template: 'pa-assignment', deliveryState: 'failed', recipient: 'giulia@example.com' },
  },
  {
    at: '2026-03-02T08:00:00.000Z',
    kind: 'payment-authorized',
    actor: { role: 'customer', name: 'Acme Spa' },
    detail: { amountCents: 16470, currencyCode: 'EUR', paymentKind: 'booking' },
  },
];

it('lists every entry oldest first with who, the PA, the status change, the mail delivery and the amount', async () => {
  const calls = scriptApi(() => [200, entries]);
  await renderIn('en', <AssignmentTimeline id={42} />);
  const list = await screen.findByRole('list', { name: 'Request timeline' });
  expect(calls[0]).toMatchObject({ url: '/Request/alfie/request-timeline', params: { id: 42 } });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.querySelector('.alfie-timeline__title')!.textContent)).toEqual([
    'Request filed',
    'Availability received',
    'PA assigned',
    'E-mail',
    'Payment authorized',
  ]);
  expect(items[0]).toHaveTextContent('by Acme Spa');
  expect(items[1]).toHaveTextContent('PA: Giulia Conti');
  expect(items[2]).toHaveTextContent('by Olga Operatrice · PA: Giulia Conti · status Pending → Assigned');
  expect(items[3]).toHaveTextContent('assignment to the PA · to giulia@example.com · sending failed');
  expect(items[4]).toHaveTextContent(/amount €164\.70/);
  expect(await seriousViolations()).toEqual([]);
});

it('speaks Italian and French too', async () => {
  scriptApi(() => [200, entries]);
  const { unmount } = await renderIn('it', <AssignmentTimeline id={42} />);
  expect(await screen.findByRole('heading', { name: 'Cronologia della richiesta' })).toBeInTheDocument();
  expect(await screen.findByText('invio non riuscito', { exact: false })).toBeInTheDocument();
  unmount();
  await renderIn('fr', <AssignmentTimeline id={42} />);
  expect(await screen.findByText('Paiement autorisé')).toBeInTheDocument();
});

it.each([
  ['en', 'reminder to the PA', 'reminder to a referent'],
  ['it', 'promemoria al PA', 'promemoria al referente'],
  ['fr', 'rappel au PA', 'rappel au référent'],
] as const)('names the reminder mails in %s', async (locale, toPa, toReferent) => {
  const reminder = (template: string, recipient: string): TimelineEntry => ({
    at: '2026-03-03T08:00:00.000Z',
    kind: 'mail',
    actor: { role: null, name: null },
    detail: { template, deliveryState: 'sent', recipient },
  });
  scriptApi(() => [
    200,
    [reminder('pa-reminder', 'giulia@example.com'), reminder('referent-reminder', 'anna@example.com')],
  ]);
  await renderIn(locale, <AssignmentTimeline id={42} />);
  expect(await screen.findByText(toPa, { exact: false })).toHaveTextContent('giulia@example.com');
  expect(screen.getByText(toReferent, { exact: false })).toHaveTextContent('anna@example.com');
});

it('shows a readable error with Retry, which loads again', async () => {
  let fail = true;
  scriptApi(() => (fail ? [500, { code: 'SERVER.ERROR' }] : [200, entries]));
  await renderIn('en', <AssignmentTimeline id={42} />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Request filed')).toBeInTheDocument();
});

it('words the cancellation fee on the cancelled entry for operators', async () => {
  scriptApi(() => [200, CANCELLED_ENTRIES]);
  await renderIn('en', <AssignmentTimeline id={42} />);
  const items = within(await screen.findByRole('list', { name: 'Request timeline' })).getAllByRole(
    'listitem',
  );
  expect(items[0]).toHaveTextContent('fee €82.35 captured (€82.35 taken)');
  expect(items[1]).toHaveTextContent('fee €5.00 owed (€2.00 taken)');
  expect(items[2]).toHaveTextContent('no fee');
});

it('shows why the operator set the end of a service the PA did not report as ended', async () => {
  scriptApi(() => [
    200,
    [
      {
        at: '2026-03-03T09:00:00.000Z',
        kind: 'completed',
        actor: { role: 'operator-user', name: 'Olga Operatrice' },
        detail: { from: 'pending-capture', to: 'completed', reason: 'PA phone off, end told by the guest' },
      },
    ] satisfies TimelineEntry[],
  ]);
  await renderIn('en', <AssignmentTimeline id={42} />);
  expect(
    await screen.findByText('end set by the operator: PA phone off, end told by the guest', { exact: false }),
  ).toBeInTheDocument();
});
