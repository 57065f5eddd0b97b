// The field step on the assignment card: the next step only inside the window, what the server recorded, a retry
// on a bad network with the same Idempotency-Key, the position when granted, the no-show with its note.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldStatus, RequestField } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { assignment } from '../test-fixtures.ts';
import { FieldStep } from './field-step.tsx';

jest.setTimeout(30_000);

const user = () => userEvent.setup({ delay: null });

function recorded(...statuses: FieldStatus[]): RequestField {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    status: statuses.at(-1) ?? null,
    history: statuses.map((status) => ({ status, at, recordedAt: at })),
  };
}

/** The server's answer: what was recorded before, and the step just sent. */
function answering(before: FieldStatus[]) {
  return scriptApi((call) => {
    const body = call.data as { requestId: number; status: FieldStatus };
    return [200, { requestId: body.requestId, field: recorded(...before, body.status) }];
  });
}

async function show(
  startInHours: number,
  field: RequestField = recorded(),
  locale: 'it' | 'en' | 'fr' = 'en',
) {
  await renderPage(<FieldStep item={assignment(9, startInHours, { field })} />, '/pa-assignments', locale);
  return screen.findByRole('region', {
    name: { it: 'Il servizio', en: 'The service', fr: 'Le service' }[locale],
  });
}

it.each(['it', 'en', 'fr'] as const)('is axe clean in %s, with the no-show dialog open', async (locale) => {
  answering([]);
  await show(-2, recorded('on-the-way', 'at-meeting-point'), locale);
  expect(await seriousViolations()).toEqual([]);
  await user().click(
    screen.getByRole('button', {
      name: { it: 'Ospite non trovato', en: 'Guest not found', fr: 'Invité introuvable' }[locale],
    }),
  );
  await screen.findByRole('dialog');
  expect(await seriousViolations()).toEqual([]);
});

it('offers the first step inside the window and then shows what the server recorded', async () => {
  const calls = answering([]);
  const region = await show(1);
  await user().click(within(region).getByRole('button', { name: "I'm on my way" }));
  expect(await within(region).findByText(/^On the way at /)).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: "I'm at the meeting point" })).toBeEnabled();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    method: 'post',
    url: '/pa/alfie/field-status',
    data: { requestId: 9, status: 'on-the-way' },
  });
  expect(calls[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
});

it('before the window opens there is no button, and the card says when it opens', async () => {
  answering([]);
  const region = await show(5);
  expect(within(region).queryByRole('button')).toBeNull();
  expect(region).toHaveTextContent(/Service updates open on /);
});

it('retries a press that found no network with the same key, and records it once', async () => {
  let tries = 0;
  const calls = scriptApi((call) => {
    tries += 1;
    if (tries === 1) throw new TypeError('Failed to fetch');
    return [200, { requestId: 9, field: recorded((call.data as { status: FieldStatus }).status) }];
  });
  const region = await show(1);
  await user().click(within(region).getByRole('button', { name: "I'm on my way" }));
  expect(await within(region).findByText(/^On the way at /, {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(calls).toHaveLength(2);
  expect(calls[1]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key']);
});

function grantPosition(granted: boolean) {
  const getCurrentPosition = (ok: PositionCallback, refused?: PositionErrorCallback | null) =>
    granted
      ? ok({ coords: { latitude: 45.63, longitude: 8.72, accuracy: 15 } } as GeolocationPosition)
      : refused?.({ code: 1 } as GeolocationPositionError);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

it.each([
  [true, { requestId: 9, status: 'at-meeting-point', lat: 45.63, lng: 8.72, accuracy: 15 }],
  [false, { requestId: 9, status: 'at-meeting-point' }],
])('with the position granted %s, the arrival sends %j', async (granted, body) => {
  grantPosition(granted);
  const calls = answering(['on-the-way']);
  const region = await show(1, recorded('on-the-way'));
  await user().click(within(region).getByRole('button', { name: "I'm at the meeting point" }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]!.data).toEqual(body);
  expect(await within(region).findByText(/^At the meeting point at /)).toBeInTheDocument();
});

it('the guest not found asks for confirmation and a note before it is sent', async () => {
  const calls = answering(['on-the-way', 'at-meeting-point']);
  const region = await show(-2, recorded('on-the-way', 'at-meeting-point'));
  await user().click(within(region).getByRole('button', { name: 'Guest not found' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report the guest as not found?' });
  await user().click(within(dialog).getByRole('button', { name: 'Send the report' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await user().type(within(dialog).getByLabelText('Note (required)'), 'Waited an hour at arrivals');
  await user().click(within(dialog).getByRole('button', { name: 'Send the report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls[0]!.data).toEqual({ requestId: 9, status: 'no-show', note: 'Waited an hour at arrivals' });
  expect(region).toHaveTextContent(/Guest not found at /);
  expect(region).toHaveTextContent('Service over.');
});

it('offers no guest not found before the waiting time has passed', async () => {
  answering([]);
  const region = await show(-0.5, recorded('on-the-way', 'at-meeting-point'));
  expect(within(region).getByRole('button', { name: 'Guest met' })).toBeEnabled();
  expect(within(region).queryByRole('button', { name: 'Guest not found' })).toBeNull();
});

it('proposes now as the actual end and sends the time the PA corrects it to', async () => {
  const calls = answering(['on-the-way', 'at-meeting-point', 'guest-met']);
  const region = await show(-2, recorded('on-the-way', 'at-meeting-point', 'guest-met'));
  const end = within(region).getByLabelText('Actual end time') as HTMLInputElement;
  expect(end.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const corrected = new Date(Date.now() - 2 * 60_000);
  corrected.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${corrected.getFullYear()}-${pad(corrected.getMonth() + 1)}-${pad(corrected.getDate())}T${pad(corrected.getHours())}:${pad(corrected.getMinutes())}`;
  await user().clear(end);
  await user().type(end, local);
  await user().click(within(region).getByRole('button', { name: 'Service ended' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]!.data).toEqual({ requestId: 9, status: 'ended', at: corrected.toISOString() });
});

it('sends the instant of the click when the PA keeps the proposed end, even in the minute of the last step', async () => {
  const calls = answering(['on-the-way', 'at-meeting-point', 'guest-met']);
  const metNow = new Date().toISOString();
  const field: RequestField = {
    status: 'guest-met',
    history: (['on-the-way', 'at-meeting-point', 'guest-met'] as const).map((status) => ({
      status,
      at: metNow,
      recordedAt: metNow,
    })),
  };
  const region = await show(-2, field);
  const before = Date.now();
  await user().click(within(region).getByRole('button', { name: 'Service ended' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  const at = Date.parse((calls[0]!.data as { at: string }).at);
  expect(at).toBeGreaterThanOrEqual(Math.max(before, Date.parse(metNow)));
});

it('counts the waiting time from the meeting a late flight moved, not from the booked start', async () => {
  answering([]);
  const late = {
    code: 'AZ 123',
    tracking: {
      state: 'delayed' as const,
      scheduledArrival: null,
      expectedArrival: null,
      landedAt: null,
      observedAt: new Date().toISOString(),
    },
    meetingAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  };
  const field = recorded('on-the-way', 'at-meeting-point');
  await renderPage(<FieldStep item={assignment(9, -2, { field, flight: late })} />, '/pa-assignments', 'en');
  const region = await screen.findByRole('region', { name: 'The service' });
  expect(within(region).getByRole('button', { name: 'Guest met' })).toBeEnabled();
  expect(within(region).queryByRole('button', { name: 'Guest not found' })).toBeNull();
});
