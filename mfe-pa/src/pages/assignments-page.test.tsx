// My assignments: the next one first and highlighted, tap-to-call numbers and a map link per stop, flights,
// people, notes and payment; past assignments on demand; empty and failed states; axe in three languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { assignment, stop } from '../test-fixtures.ts';
import AssignmentsPage from './assignments-page.tsx';

jest.setTimeout(30_000);

const user = () => userEvent.setup({ delay: null });
const UPCOMING = [
  assignment(5, 20, {
    cities: [
      stop('Milano', 0, { poi: 'Malpensa' }),
      stop('Roma', 1, { street: 'Via Appia', streetNumber: '1', postalCode: '00179' }),
    ],
  }),
  assignment(6, 72),
];
const PAST = [assignment(2, -72)];
function serve(upcoming: PaAssignmentItem[] = UPCOMING) {
  return scriptApi((call) => [200, call.params?.period === 'past' ? PAST : upcoming]);
}

async function open(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderPage(<AssignmentsPage />, '/pa-assignments', locale);
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
}

it.each(['it', 'en', 'fr'] as const)('is axe clean in %s', async (locale) => {
  serve();
  await open(locale);
  expect(await seriousViolations()).toEqual([]);
});

it('puts the next assignment first, with what is needed on the day', async () => {
  const calls = serve();
  await open();
  expect(calls[0]).toMatchObject({ url: '/pa/alfie/assignments', params: { period: 'upcoming' } });
  const next = within(screen.getByRole('region', { name: 'Next assignment' })).getByRole('article');
  expect(next).toHaveTextContent('Acme S.p.A.');
  expect(next).toHaveTextContent('€80.00');
  expect(next).toHaveTextContent('Flight AZ 123, ITA Airways, London → Milano');
  expect(next).toHaveTextContent('John Smith, CEO');
  expect(next).toHaveTextContent('Meet at gate B');
  expect(within(next).getByRole('link', { name: 'Call Marta Bianchi: +39 333 123 4567' })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  expect(within(next).getByRole('link', { name: 'Call Marta Bianchi: 02 1234 5678' })).toHaveAttribute(
    'href',
    'tel:0212345678',
  );
  expect(within(next).getByRole('link', { name: 'Call John Smith: +44 7700 900123' })).toHaveAttribute(
    'href',
    'tel:+447700900123',
  );
  const maps = within(next).getAllByRole('link', { name: /^Map/ });
  expect(maps.map((a) => a.getAttribute('href'))).toEqual([
    'https://www.google.com/maps/search/?api=1&query=Malpensa%2C%20Milano%2C%20Italia',
    'https://www.google.com/maps/search/?api=1&query=Via%20Appia%201%2C%2000179%2C%20Roma%2C%20Italia',
  ]);
  expect(maps[0]).toHaveAccessibleName('Map Malpensa, Milano, Italia');
  const later = screen.getByRole('region', { name: 'Later assignments' });
  expect(within(later).getAllByRole('article')).toHaveLength(1);
});

it('loads past assignments only when asked', async () => {
  const calls = serve();
  await open();
  expect(calls.some((c) => c.params?.period === 'past')).toBe(false);
  await user().click(screen.getByRole('button', { name: 'Show past assignments' }));
  const past = screen.getByRole('region', { name: 'Past assignments' });
  expect(await within(past).findAllByRole('article')).toHaveLength(1);
  expect(calls.at(-1)).toMatchObject({ params: { period: 'past' } });
});

it('with no assignment says so; a failure says so with Retry', async () => {
  let fail = true;
  scriptApi(() => (fail ? [500, { code: 'SERVER.ERROR' }] : [200, []]));
  await renderPage(<AssignmentsPage />, '/pa-assignments', 'en');
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An error occurred');
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('You have no assignments yet.')).toBeInTheDocument();
});
