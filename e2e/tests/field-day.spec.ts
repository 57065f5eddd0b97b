// The service day on a phone: the journey's own PA, on a 390 px screen, walks its own service (starting within the
// hour, so the field window is open) through every step, on my way, at the meeting point (the position the phone
// grants), guest met and service ended with the proposed end; an operator's dispatch board follows each step live
// without a reload; the referent gets the "PA at the meeting point" mail and the request's detail keeps the
// reported end the closeout proposes.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { signInWithLocale } from '../support/session.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expectFitsWidth, PHONE } from '../support/phone.ts';
import { strings as paStrings } from '../../mfe-pa/src/i18n/strings.ts';
import { apiCall } from './pricing-support.ts';
import { R } from './requests-support.ts';
import { assignedService, boardDayOf, MINUTE, ownPa, signInAsPa } from './field-support.ts';

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
  // Within the hour: the field window opens 3 hours before the start.
  const service = await assignedService(request, pa, {
    start: new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 45 * MINUTE),
  });

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
      if (step === 'ended') await expect(field.getByLabel(p.fieldEndLabel)).not.toHaveValue('');
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
  expect(Math.abs(Date.parse(detail.field.history[3]!.at) - Date.now())).toBeLessThan(5 * MINUTE);
  expect(browserErrors).toEqual([]);
});
