// The assignment card with a tracked flight: the meeting the flight moved and the flight's state, in every language.
import { screen } from '@testing-library/react';
import type { DispatchFlight } from '@alfie/shared/contracts/dispatch-board';
import { formatDateTime } from '@alfie/shared/i18n';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { assignment } from '../test-fixtures.ts';
import { AssignmentCard } from './assignment-card.tsx';

jest.setTimeout(30_000);

const flight = (state: DispatchFlight['tracking']['state']): DispatchFlight => ({
  code: 'AZ 123',
  tracking: {
    state,
    scheduledArrival: null,
    expectedArrival: null,
    landedAt: null,
    observedAt: new Date().toISOString(),
  },
  meetingAt: '2031-05-01T11:20:00.000Z',
});

it.each([
  ['it', 'Appuntamento', 'in ritardo'],
  ['en', 'Meeting', 'delayed'],
  ['fr', 'Rendez-vous', 'en retard'],
] as const)('shows in %s the meeting a delayed flight moved', async (locale, label, state) => {
  scriptApi(() => [200, {}]);
  await renderPage(
    <AssignmentCard item={assignment(9, 30, { flight: flight('delayed') })} />,
    '/pa-assignments',
    locale,
  );
  const meeting = await screen.findByText(label);
  const value = meeting.nextElementSibling!;
  expect(value).toHaveTextContent(formatDateTime('2031-05-01T11:20:00.000Z'));
  expect(value).toHaveTextContent(`AZ 123 ${state}`);
});

it('says a cancelled flight means the operators will call', async () => {
  scriptApi(() => [200, {}]);
  await renderPage(
    <AssignmentCard item={assignment(9, 30, { flight: flight('cancelled') })} />,
    '/pa-assignments',
    'en',
  );
  expect(await screen.findByText(/cancelled: the operators will call you/)).toBeInTheDocument();
});

it('shows no meeting line without a tracked flight', async () => {
  scriptApi(() => [200, {}]);
  await renderPage(<AssignmentCard item={assignment(9, 30)} />, '/pa-assignments', 'en');
  await screen.findByText('Acme S.p.A.');
  expect(screen.queryByText('Meeting')).toBeNull();
});
