// The service day on a phone: the journey's own PA, on a 390 px screen, walks its own service (starting within the
// hour, so the field window is open) through every step, on my way, at the meeting point (the position the phone
// grants), guest met and service ended early with the proposed end; an operator's dispatch board follows each step
// live without a reload; the referent gets the "PA at the meeting point" mail; the service, over before its planned
// end, is on the closeout, which proposes the PA's reported end against the planned one.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { signInWithLocale } from '../support/session.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expectFitsWidth, PHONE } from '../support/phone.ts';
import { strings as paStrings } from '../../mfe-pa/src/i18n/strings.ts';
import { apiCall } from './pricing-support.ts';
import { fill, R } from './requests-support.ts';
import { endGapMinutes } from '@alfie/shared/contracts';
import { assignedService, boardDayOf, MINUTE, ownPa, payAsCustomer, signInAsPa } from './field-support.ts';
import { dateTimeLocalOf } from './closeout-support.ts';

const s = R.en;
const p = paStrings.en;
const STEPS = ['on-the-way', 'at-meeting-point', 'guest-met', 'ended'] as const;

test("a PA walks a service through every step on a phone while the operator's board follows live", async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(150_000);
  requireApi();
  const pa = await ownPa(request);
  // Starting in 20 seconds (the field window is open from 3 hours before): a PA offers only before the start, and
  // the PA reports the end once the service has begun, so the closeout can take the reported end. The steps before
  // the end take about that long, so the journey seldom waits for the clock.
  const hours = 2;
  const service = await assignedService(request, pa, { start: new Date(Date.now() + 20_000), hours });
  const plannedEnd = new Date(service.start.getTime() + hours * 3_600_000);
  // The customer pays, as a booked service is: the closeout confirms paid services.
  await payAsCustomer(request, service);

  const operator = await signInWithLocale(page, request, 'operator', 'en', '/dispatch-board');
  await boardDayOf(page, service.start);
  const item = page.getByRole('link', { name: new RegExp(service.street) });
  await expect(item).toBeVisible();

  const phone = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: 45.4642, longitude: 9.19, accuracy: 15 },
  });
  try {
    const paPage = await phone.newPage();
    await signInAsPa(paPage, pa, 'en', '/pa-assignments');
    const card = paPage.getByRole('article').filter({ hasText: service.street });
    const field = card.getByRole('region', { name: p.fieldTitle });
    await expect(field).toBeVisible();
    await expectFitsWidth(paPage, 'the assignment card with its field step');

    let since = Date.now();
    for (const step of STEPS) {
      const next = field.getByRole('button', { name: p[`fieldStep.${step}`] });
      if (step === 'ended') {
        await expect(field.getByLabel(p.fieldEndLabel)).not.toHaveValue('');
        // The guest leaves early, once the service has begun: the PA ends it now, well before the planned end.
        await expect
          .poll(() => Date.now(), { timeout: 30_000, intervals: [500] })
          .toBeGreaterThan(service.start.getTime() + 1_000);
      }
      await next.click();
      // The card shows what the server recorded; the board, live, what the PA last reported.
      await expect(field.getByRole('listitem')).toHaveCount(STEPS.indexOf(step) + 1);
      await expect(field.getByRole('listitem').last()).toContainText(p[`fieldStatus.${step}`]);
      await expect(item).toContainText(s[`fieldStatus.${step}`], { timeout: 2_000 });
      if (step === 'at-meeting-point') {
        const mail = await waitForMail(service.referent, since, { containing: String(service.id) });
        expect(mail.text).toContain(pa.name.split(' ')[0]!);
        since = Date.now();
      }
    }
    await expect(field.getByText(p.fieldDone)).toBeVisible();
    await expectFitsWidth(paPage, 'the assignment card after the service');
  } finally {
    await phone.close();
  }

  // What the operators read: every step once, the position of the meeting point, the end the closeout proposes.
  const detail = await apiCall<{
    field: { status: string; history: { status: string; at: string; lat?: number }[] };
  }>(request, operator.account.token, 'GET', `/Request/alfie/request-detail?id=${service.id}`);
  expect(detail.field.status).toBe('ended');
  expect(detail.field.history.map((h) => h.status)).toEqual([...STEPS]);
  expect(detail.field.history[1]!.lat).toBeCloseTo(45.4642, 3);
  const reportedEnd = detail.field.history[3]!.at;
  expect(Math.abs(Date.parse(reportedEnd) - Date.now())).toBeLessThan(5 * MINUTE);
  expect(Date.parse(reportedEnd)).toBeGreaterThan(service.start.getTime());

  // The service is over (its PA said so) though its planned end is ahead: the closeout proposes the reported end,
  // planned against reported, flagged as earlier than planned; no reason asked, as the PA reported it.
  await page.goto('/chiusura-servizi');
  await expect(page.getByRole('heading', { level: 1, name: s.coTitle })).toBeVisible();
  await page.getByLabel(s.coFrom).fill(service.start.toISOString().slice(0, 10));
  await page.getByLabel(s.coTo).fill(plannedEnd.toISOString().slice(0, 10));
  const confirm = page.getByRole('button', {
    name: fill(s.coConfirmAction, { id: service.id }),
    exact: true,
  });
  const earlier = fill(s.coEndEarlier, { minutes: -endGapMinutes(plannedEnd, reportedEnd)! });
  await expect(page.getByRole('row').filter({ has: confirm }).getByText(earlier)).toBeVisible();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: fill(s.coConfirmTitle, { id: service.id }), exact: true });
  await expect(dialog.getByText(s.coPlanned.split('{{')[0]!)).toBeVisible();
  await expect(dialog.getByText(earlier)).toBeVisible();
  await expect(dialog.getByLabel(s.coActualEnd)).toHaveValue(await dateTimeLocalOf(page, reportedEnd));
  await expect(dialog.getByText(s.coActualEndFromPa, { exact: false })).toBeVisible();
  await expect(dialog.getByLabel(s.coEndReason)).toHaveCount(0);
  expect(browserErrors).toEqual([]);
});
