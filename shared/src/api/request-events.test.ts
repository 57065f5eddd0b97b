// The live request events: ticket first, one stream per page, reconnection with a fresh ticket and the last event
// id, back-off while tickets fail, and nothing left open once no screen listens.
import { act, renderHook } from '@testing-library/react';
import { FakeEventSource } from '@alfie/shared/testing/fake-event-source';
import { scriptApi, type Answer } from '@alfie/shared/testing/script-api';
import { configureApi } from './client.ts';
import { useSession } from '@alfie/shared/session';
import { EVENTS_TICKET_TTL_SECONDS } from '../contracts/events.ts';
import {
  prefetchEventsTicket,
  useRequestEvents,
  RECONNECT,
  type RequestLiveEvent,
} from './request-events.ts';

let tickets = 0;
let ticketAnswer: () => Answer;

beforeEach(() => {
  jest.useFakeTimers();
  tickets = 0;
  ticketAnswer = () => [200, { ticket: `t${++tickets}`, expiresAt: '2026-01-01T00:00:00Z' }];
  FakeEventSource.install();
  configureApi({ baseURL: 'http://api.test' });
});

afterEach(() => {
  jest.useRealTimers();
  FakeEventSource.uninstall();
});

/** Lets the ticket call's promise chain settle under fake timers. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

function listen() {
  const heard: RequestLiveEvent[] = [];
  const calls = scriptApi((call) => (call.url.endsWith('/events-ticket') ? ticketAnswer() : [404, {}]));
  const hook = renderHook(() => useRequestEvents((m) => heard.push(m)));
  return { heard, calls, hook };
}

test("a PA's page asks the PA's ticket: the same stream, carrying the PA's own assignments", async () => {
  useSession.setState({ role: 'personal-assistant' });
  try {
    const { calls, hook } = listen();
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /pa/alfie/events-ticket']);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t1');
    hook.unmount();
  } finally {
    useSession.setState({ role: null });
  }
});

test('asks the API client (bearer) for a ticket, then opens the stream with it and hears each event', async () => {
  const { heard, calls } = listen();
  await settle();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /request/alfie/events-ticket']);
  expect(FakeEventSource.all).toHaveLength(1);
  expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t1');
  act(() =>
    FakeEventSource.last().emit('request.created', '7', { id: 42, type: 'business', status: 'created' }),
  );
  act(() =>
    FakeEventSource.last().emit('request.assigned', '8', { id: 41, type: 'consumer', status: 'assigned' }),
  );
  expect(heard).toEqual([
    { id: '7', event: 'request.created', data: { id: 42, type: 'business', status: 'created' } },
    { id: '8', event: 'request.assigned', data: { id: 41, type: 'consumer', status: 'assigned' } },
  ]);
});

test('on error, closes the stream and reconnects with a new ticket and the last event id', async () => {
  listen();
  await settle();
  const first = FakeEventSource.last();
  act(() => first.onopen?.());
  act(() => first.emit('request.paid', '15', { id: 3, type: 'business', status: 'paid' }));
  act(() => first.onerror?.());
  expect(first.closed).toBe(true);
  await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
  await settle();
  expect(tickets).toBe(2);
  expect(FakeEventSource.all).toHaveLength(2);
  expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t2&lastEventId=15');
});

test('an event whose data does not match the contract is skipped, the next one is heard', async () => {
  const { heard } = listen();
  await settle();
  act(() =>
    FakeEventSource.last().emit('request.created', '1', { id: 'x', type: 'business', status: 'created' }),
  );
  act(() =>
    FakeEventSource.last().emit('request.created', '2', { id: 9, type: 'business', status: 'created' }),
  );
  expect(heard.map((e) => e.data.id)).toEqual([9]);
});

test('backs off while tickets fail, and starts over once a stream opens', async () => {
  ticketAnswer = () => [503, { error: 'down' }];
  const { calls } = listen();
  await settle();
  expect(calls).toHaveLength(1);
  // 1 s, then 2 s, then 4 s: the second retry does not come after 1 s more.
  await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
  await settle();
  expect(calls).toHaveLength(2);
  await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
  await settle();
  expect(calls).toHaveLength(2);
  await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
  await settle();
  expect(calls).toHaveLength(3);
  ticketAnswer = () => [200, { ticket: 'ok', expiresAt: '' }];
  await act(async () => jest.advanceTimersByTime(4 * RECONNECT.firstMs));
  await settle();
  expect(FakeEventSource.all).toHaveLength(1);
  act(() => FakeEventSource.last().onopen?.());
  act(() => FakeEventSource.last().onerror?.());
  await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
  await settle();
  expect(FakeEventSource.all).toHaveLength(2);
});

test('two screens share one stream; it closes, and no retry follows, when the last one goes', async () => {
  const heard: number[] = [];
  scriptApi(() => ticketAnswer());
  const a = renderHook(() => useRequestEvents((m) => heard.push(m.data.id)));
  const b = renderHook(() => useRequestEvents((m) => heard.push(-m.data.id)));
  await settle();
  expect(FakeEventSource.all).toHaveLength(1);
  act(() =>
    FakeEventSource.last().emit('request.cancelled', '1', { id: 5, type: 'business', status: 'cancelled' }),
  );
  expect(heard).toEqual([5, -5]);
  a.unmount();
  expect(FakeEventSource.last().closed).toBe(false);
  b.unmount();
  expect(FakeEventSource.last().closed).toBe(true);
  act(() => FakeEventSource.last().onerror?.());
  await act(async () => jest.advanceTimersByTime(RECONNECT.maxMs));
  await settle();
  expect(FakeEventSource.all).toHaveLength(1);
  expect(tickets).toBe(1);
});

describe("a ticket asked ahead (prefetchEventsTicket, with a page's first calls)", () => {
  afterEach(() => useSession.setState({ token: null }));

  /** Asks ahead as a page's preload does, and lets the answer arrive before the screen renders. */
  async function askAhead() {
    useSession.setState({ token: 'token-a' });
    const calls = scriptApi((call) => (call.url.endsWith('/events-ticket') ? ticketAnswer() : [404, {}]));
    prefetchEventsTicket();
    prefetchEventsTicket(); // asked twice by two preloads: one ticket
    await settle();
    expect(calls).toHaveLength(1);
    return calls;
  }

  test('the screen opens its stream with it, without asking again', async () => {
    const calls = await askAhead();
    renderHook(() => useRequestEvents(() => undefined));
    await settle();
    expect(calls).toHaveLength(1);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t1');
  });

  test('one close to its end is not used: the screen asks a fresh one', async () => {
    const calls = await askAhead();
    await act(async () => jest.advanceTimersByTime((EVENTS_TICKET_TTL_SECONDS - 10) * 1000));
    renderHook(() => useRequestEvents(() => undefined));
    await settle();
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t2');
  });

  test("another session's is never used (signed out and in meanwhile)", async () => {
    const calls = await askAhead();
    useSession.setState({ token: 'token-b' });
    renderHook(() => useRequestEvents(() => undefined));
    await settle();
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t2');
  });

  test('a failed one is asked again by the screen, which then opens its stream', async () => {
    ticketAnswer = () => [503, { error: 'down' }];
    const calls = await askAhead();
    ticketAnswer = () => [200, { ticket: 'fresh', expiresAt: '' }];
    renderHook(() => useRequestEvents(() => undefined));
    await settle();
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=fresh');
  });

  test('it is taken once: a reconnection asks a new one', async () => {
    const calls = await askAhead();
    renderHook(() => useRequestEvents(() => undefined));
    await settle();
    act(() => FakeEventSource.last().onerror?.());
    await act(async () => jest.advanceTimersByTime(RECONNECT.firstMs));
    await settle();
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('http://api.test/request/alfie/events?ticket=t2');
  });
});
