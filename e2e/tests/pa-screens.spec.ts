// The PA's screens: axe in it, en and fr (application form, open requests, offers, assignments with the demo PA),
// comfortable on a 390 px wide phone (no sideways scrolling, tap targets of the actions), and the guards.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { expectFitsWidth, PHONE } from '../support/phone.ts';
import { signInWithLocale } from './requests-support.ts';
import { P } from './pa-support.ts';

const PA_PATHS = ['/pa', '/pa-offers', '/pa-assignments'] as const;

for (const locale of ['it', 'en', 'fr'] as const) {
  test(`the PA screens have no serious accessibility violation (${locale})`, async ({
    page,
    request,
    setSession,
    a11y,
  }) => {
    test.setTimeout(180_000);
    requireApi();
    const p = P[locale];
    await setSession({ locale });
    await page.goto('/candidatura');
    await expect(page.getByRole('heading', { level: 1, name: p.applyTitle })).toBeVisible();
    // The first remote of a run loads slowly on a busy machine.
    await expect(page.getByRole('checkbox', { name: 'Milano', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: p.submitApplication }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await a11y(`/candidatura with errors (${locale})`);

    await signInWithLocale(page, request, 'pa', locale, '/pa');
    await expect(page.getByRole('heading', { level: 1, name: p.openTitle })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await a11y(`/pa (${locale})`);
    await page.goto('/pa-offers');
    await expect(page.getByRole('heading', { level: 1, name: p.offersTitle })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await a11y(`/pa-offers (${locale})`);
    await page.goto('/pa-assignments');
    await expect(page.getByRole('heading', { level: 1, name: p.assignmentsTitle })).toBeVisible();
    await page.getByRole('button', { name: p.showPast }).click();
    const past = page.getByRole('region', { name: p.pastAssignments });
    await expect(past.getByRole('article').or(past.getByText(p.noPast)).first()).toBeVisible();
    await a11y(`/pa-assignments (${locale})`);
  });
}

test.describe('on a 390 px wide phone', () => {
  test.use(PHONE);

  test('the application form and the PA screens fit the width and keep their actions tappable', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    requireApi();
    const p = P.it;
    await page.goto('/candidatura');
    await expect(page.getByRole('checkbox', { name: 'Milano', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: p.addVehicle }).click();
    await expectFitsWidth(page, '/candidatura');
    const submit = await page.getByRole('button', { name: p.submitApplication }).boundingBox();
    expect(submit!.height).toBeGreaterThanOrEqual(44);

    await signInWithLocale(page, request, 'pa', 'it', '/pa');
    const offer = page.getByRole('article').first().getByRole('button');
    await expect(offer).toBeVisible();
    await expectFitsWidth(page, '/pa');
    expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    for (const path of ['/pa-offers', '/pa-assignments']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsWidth(page, path);
    }
  });
});

test('only a PA reaches /pa; a PA reaches no operator or customer screen', async ({ page, signInAs }) => {
  requireApi();
  await signInAs('operator', '/pa');
  await expect(page).toHaveURL(/\/richieste$/);
  await signInAs('pa', '/richieste');
  await expect(page).toHaveURL(/\/pa$/);
  await page.goto('/landing-richiesta');
  await expect(page).toHaveURL(/\/pa$/);
  for (const path of PA_PATHS) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
