// The assignment page's travels with their tracking: a delayed flight with its moved meeting and the observation's
// age, a train not tracked, a flight without the provider's key; in every language.
import { screen } from '@testing-library/react';
import type { Travel, TravelTracking as Tracking } from '@alfie/shared/contracts';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import '../i18n/namespace.ts';
import { TravelTracking } from './travel-tracking.tsx';

jest.setTimeout(30_000);

const START = '2031-05-01T10:30:00.000Z';
const tracking = (over: Partial<Tracking>): Tracking => ({
  state: 'delayed',
  scheduledArrival: '2031-05-01T10:00:00.000Z',
  expectedArrival: '2031-05-01T10:50:00.000Z',
  landedAt: null,
  observedAt: new Date(Date.now() - 7 * 60_000).toISOString(),
  ...over,
});
const flight = (over: Partial<Travel> = {}): Travel => ({
  type: 'airplain',
  code: 'AZ123',
  company: 'ITA Airways',
  arrivalDatetime: '2031-05-01T10:00:00.000Z',
  tracking: tracking({}),
  ...over,
});

const show = (travel: Travel, locale: 'it' | 'en' | 'fr' = 'en') => {
  scriptApi(() => [404, {}]);
  return renderPage(<TravelTracking travel={travel} start={START} />, '/assegnazione?id=1', locale);
};

// Italian time: 12:50 is the expected arrival, 13:20 the meeting moved by 50 minutes.
it.each([
  ['it', /Volo AZ123: in ritardo, arrivo 12:50, incontro 13:20/, /rilevato 7 min fa/],
  ['en', /Flight AZ123: delayed, arrival 12:50, meeting 13:20/, /observed 7 min ago/],
  ['fr', /Vol AZ123.: en retard, arrivée 12:50, rendez-vous 13:20/, /observé il y a 7 min/],
] as const)('shows in %s a delayed flight, the moved meeting and the age', async (locale, line, age) => {
  await show(flight(), locale);
  expect(await screen.findByText(line)).toBeInTheDocument();
  expect(screen.getByText(age)).toBeInTheDocument();
});

it('moves the meeting with the landing once landed', async () => {
  await show(flight({ tracking: tracking({ state: 'landed', landedAt: '2031-05-01T10:40:00.000Z' }) }));
  expect(await screen.findByText(/landed, arrival 12:40, meeting 13:10/)).toBeInTheDocument();
});

it('says a train is not tracked and a flight without the key has tracking off', async () => {
  await show(flight({ type: 'train', code: 'FR9500', tracking: tracking({ state: 'off' }) }));
  expect(await screen.findByText('not tracked')).toBeInTheDocument();
  await show(flight({ tracking: tracking({ state: 'off', expectedArrival: null, scheduledArrival: null }) }));
  expect(await screen.findByText('tracking off')).toBeInTheDocument();
});
