// A tracked flight runs late: the run's fake provider says the journey's own flight is 45 minutes late, an operator
// asks for its status now, and the operator's dispatch board and the PA's card open on the phone (both live, no
// reload) show the flight delayed with the PA's meeting moved; the PA gets the mail with the new time.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { signInWithLocale } from '../support/session.ts';
import { waitForMail } from '../support/mailbox.ts';
import { setFlight } from '../support/flight-status.ts';
import { strings as paStrings } from '../../mfe-pa/src/i18n/strings.ts';
import { timeOf } from '../../mfe-requests/src/dispatch/board-format.ts';
import { apiCall } from './pricing-support.ts';
import { fill, R } from './requests-support.ts';
import { assignedService, boardDayOf, MINUTE, ownPa, signInAsPa } from './field-support.ts';

const s = R.en;
const p = paStrings.en;

test("a delayed flight moves the meeting on the operator's live board and the PA's card, and the PA is mailed", async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const pa = await ownPa(request);
  // Lands in an hour and a half, the service starts half an hour later: inside the tracked day and today's board.
  const arrival = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 90 * MINUTE);
  const code = `AZ${String(Date.now()).slice(-4)}`;
  await setFlight(request, code, { kind: 'on-time', scheduled: arrival });
  const service = await assignedService(request, pa, {
    start: new Date(arrival.getTime() + 30 * MINUTE),
    flight: { code, arrival },
  });
  const operator = await signInWithLocale(page, request, 'operator', 'en', '/dispatch-board');
  await boardDayOf(page, service.start);
  const item = page.getByRole('link', { name: new RegExp(service.street) });
  await expect(item).toBeVisible();

  // The PA's card is open on the phone the PA carries before the flight runs late, its live stream connected.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const paPage = await phone.newPage();
    const streaming = paPage.waitForResponse(
      (r) => r.url().includes('/request/alfie/events?') && r.status() === 200,
    );
    await signInAsPa(paPage, pa, 'en', '/pa-assignments');
    const card = paPage.getByRole('article').filter({ hasText: service.street });
    // As the card writes it: the phone's clock and the English short date and time.
    const cardTime = (at: Date) =>
      paPage.evaluate(
        (iso) =>
          new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
        at.toISOString(),
      );
    await expect(card).toContainText(await cardTime(service.start));
    await streaming;
    // A mark on the open page: still there at the end, so the page was never reloaded.
    await paPage.evaluate(() => Object.assign(window, { openSinceTheDelay: true }));

    await setFlight(request, code, { kind: 'delayed', scheduled: arrival, minutes: 45 });
    const since = Date.now();
    const refreshed = await apiCall<{ travels: { tracking: { state: string } | null }[] }>(
      request,
      operator.account.token,
      'POST',
      '/request/alfie/travel-refresh',
      { requestId: service.id },
    );
    expect(refreshed.travels[0]?.tracking?.state).toBe('delayed');
    const expected = new Date(arrival.getTime() + 45 * MINUTE);
    const meeting = new Date(service.start.getTime() + 45 * MINUTE);
    // Live: the board follows the change within 2 seconds, without a reload.
    await expect(item).toContainText(
      fill(s.flightLine, {
        code,
        state: s['flightState.delayed'],
        arrival: timeOf(expected.toISOString()),
        meeting: timeOf(meeting.toISOString()),
      }),
      { timeout: 2_000 },
    );
    // And so does the PA's open card: the moved meeting, without a reload.
    await expect(card).toContainText(
      fill(p.flightMeeting, { time: await cardTime(meeting), code, state: p['flightState.delayed'] }),
      { timeout: 2_000 },
    );
    expect(await paPage.evaluate(() => 'openSinceTheDelay' in window)).toBe(true);

    const mail = await waitForMail(pa.email, since, { containing: code });
    expect(mail.subject).toContain(code);
    expect(mail.subject).toContain(String(service.id));
  } finally {
    await phone.close();
  }
  expect(browserErrors).toEqual([]);
});
