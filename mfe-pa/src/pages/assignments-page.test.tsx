// My assignments: the next one first and highlighted, tap-to-call numbers and a map link per stop, flights,
// people, notes and payment; past assignments on demand; empty and failed states; axe in three languages; without
// a network, the last sync's assignments of today and tomorrow, read-only; live, what the PA's stream or a page shown
// again brings.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueryCache, unreachableError } from '@alfie/shared/api';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { useSession } from '@alfie/shared/session';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { FakeEventSource } from '@alfie/shared/testing/fake-event-source';
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
    'https://www.google.com/maps/search/?api=1&query=Malpensa%2C%20Milano%2C%20Italy',
    'https://www.google.com/maps/search/?api=1&query=Via%20Appia%201%2C%2000179%2C%20Roma%2C%20Italy',
  ]);
  expect(maps[0]).toHaveAccessibleName('Map Malpensa, Milano, Italy');
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

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('without a network', () => {
  const KEPT = [assignment(5, 1), assignment(6, 24), assignment(7, 72)];
  beforeEach(() => useSession.setState({ user: { id: 7, email: 'pa@example.com', company: null } }));
  afterEach(() => {
    useSession.setState({ user: null });
    window.localStorage.clear();
  });

  /** The page once online (its answer kept), then again with no network. */
  async function openOffline(locale: 'it' | 'en' | 'fr' = 'en') {
    serve(KEPT);
    const online = await renderPage(<AssignmentsPage />, '/pa-assignments', 'en');
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    online.unmount();
    clearQueryCache();
    scriptApi(() => {
      throw unreachableError('Failed to fetch');
    });
    await renderPage(<AssignmentsPage />, '/pa-assignments', locale);
    // The line is a status region, as the loader before it is.
    const line = await screen.findByText(
      (_, el) => el?.classList.contains('pa-offline') ?? false,
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(line).toHaveAttribute('role', 'status');
    return line;
  }

  it("shows today's and tomorrow's assignments of the last sync, read-only, and when it synced", async () => {
    const status = await openOffline();
    const now = new Date();
    const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    // The sync was a moment ago: this minute or, across a minute's turn, the one before.
    expect(status.textContent).toMatch(/^You are offline\. Last synced at \d\d:\d\d\.$/);
    expect(
      Math.abs(minutesOf(status.textContent!.slice(-6, -1)) - minutesOf(hhmm)) % 1439,
    ).toBeLessThanOrEqual(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const step = screen.getByRole('button', { name: "I'm on my way" });
    expect(step).toBeDisabled();
    expect(step).toHaveAccessibleDescription(
      'Offline: service updates can be sent when the network is back.',
    );
    expect(screen.queryByRole('button', { name: 'Show past assignments' })).not.toBeInTheDocument();
  });

  it.each([
    ['it', 'Sei offline. Ultima sincronizzazione alle'],
    ['fr', 'Vous êtes hors ligne. Dernière synchronisation à'],
  ] as const)('says when it last synced in %s, axe clean', async (locale, text) => {
    expect(await openOffline(locale)).toHaveTextContent(text);
    expect(await seriousViolations()).toEqual([]);
  });

  it("keeps nothing of another account's, and a server's failure is not being offline", async () => {
    await openOffline();
    clearQueryCache();
    useSession.setState({ user: { id: 8, email: 'other@example.com', company: null } });
    await renderPage(<AssignmentsPage />, '/pa-assignments', 'en');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    clearQueryCache();
    useSession.setState({ user: { id: 7, email: 'pa@example.com', company: null } });
    scriptApi(() => [500, { code: 'SERVER.ERROR' }]);
    await renderPage(<AssignmentsPage />, '/pa-assignments', 'en');
    expect(await screen.findAllByRole('alert', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});

describe('live', () => {
  beforeEach(() => {
    FakeEventSource.install();
    useSession.setState({ role: 'personal-assistant' });
  });
  afterEach(() => {
    FakeEventSource.uninstall();
    useSession.setState({ role: null });
  });

  it("reads the list again on an event of the PA's own stream, and when the page is shown again", async () => {
    let notes = 'Meet at gate B';
    const calls = scriptApi((call) =>
      call.url.endsWith('/events-ticket')
        ? [200, { ticket: 't1', expiresAt: '2026-01-01T00:00:00Z' }]
        : [200, call.params?.period === 'past' ? PAST : [{ ...UPCOMING[0]!, serviceNotes: notes }]],
    );
    const view = await renderPage(<AssignmentsPage />, '/pa-assignments', 'en');
    await screen.findByText('Meet at gate B', {}, { timeout: 10_000 });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(calls.map((c) => c.url)).toContain('/pa/alfie/events-ticket');

    notes = 'Meet at gate C: the flight is late';
    act(() =>
      FakeEventSource.last().emit('request.travel', '9', { id: 5, type: 'business', status: 'assigned' }),
    );
    expect(await screen.findByText(notes)).toBeVisible();

    notes = 'Meet at gate D';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(notes)).toBeVisible();
    view.unmount();
    expect(FakeEventSource.last().closed).toBe(true);
  });
});
