// A tracked flight on a board item: state, arrival and moved meeting in words, in the reader's language, with the
// age of the observation; a flight never observed has no age.
import { render, screen } from '@testing-library/react';
import { changeLocale, initI18n } from '@alfie/shared/i18n';
import type { DispatchFlight } from '@alfie/shared/contracts/dispatch-board';
import '../i18n/namespace.ts';
import { FlightLine } from './flight-line.tsx';

const now = new Date('2026-11-28T10:00:00Z');
const delayed: DispatchFlight = {
  code: 'AZ1234',
  meetingAt: '2026-11-28T11:35:00Z',
  tracking: {
    state: 'delayed',
    scheduledArrival: '2026-11-28T11:00:00Z',
    expectedArrival: '2026-11-28T11:35:00Z',
    landedAt: null,
    observedAt: '2026-11-28T09:53:00Z',
  },
};

beforeAll(() => initI18n('en'));
afterEach(() => changeLocale('en'));

it('says the state, the expected arrival, the moved meeting (Italian time) and the age of the observation', () => {
  render(<FlightLine flight={delayed} now={now} />);
  expect(
    screen.getByText('Flight AZ1234: delayed, arrival 12:35, meeting 12:35', { exact: false }),
  ).toBeInTheDocument();
  expect(screen.getByText('(observed 7 min ago)')).toBeInTheDocument();
});

it('a landed flight shows its landing; one never observed shows no age', () => {
  const landed: DispatchFlight = {
    ...delayed,
    tracking: { ...delayed.tracking, state: 'landed', landedAt: '2026-11-28T11:40:00Z', observedAt: null },
  };
  render(<FlightLine flight={landed} now={now} />);
  expect(screen.getByText('Flight AZ1234: landed, arrival 12:40, meeting 12:35')).toBeInTheDocument();
  expect(screen.queryByText(/observed/)).toBeNull();
});

it('speaks French and Italian', async () => {
  await changeLocale('fr');
  const { unmount } = render(<FlightLine flight={delayed} now={now} />);
  expect(screen.getByText(/^Vol AZ1234\s: en retard, arrivée 12:35, rendez-vous 12:35/)).toBeInTheDocument();
  unmount();
  await changeLocale('it');
  render(<FlightLine flight={delayed} now={now} />);
  expect(screen.getByText(/^Volo AZ1234: in ritardo, arrivo 12:35, incontro 12:35/)).toBeInTheDocument();
});
