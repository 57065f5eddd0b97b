// The whole request form with the keyboard only: Tab to each field, type, Space for tick boxes, arrows for
// radios and selects, the confirmation with Enter; no mouse at all (date-time values: see typeDateTime).
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';

const s = CUSTOMER_STRINGS.it;

/** The name the focused element is known by: its label, its aria-label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    return (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the element named `name` has the focus (the n-th one when names repeat). */
async function tabTo(page: Page, name: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/**
 * A datetime-local field reached with Tab. Headless Chromium ignores keystrokes in datetime-local inputs (checked on
 * a bare page: no input event for digits or arrows), so the value is put into the focused field directly.
 */
async function typeDateTime(page: Page, name: string, daysAhead: number, hh: string, mm: string) {
  await tabTo(page, name);
  const d = new Date();
  d.setDate(d.getDate() + daysAhead);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page
    .locator(':focus')
    .fill(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${hh}:${mm}`);
}

test('the request form can be filled and sent with the keyboard alone', async ({ page, signInAs }) => {
  requireApi();
  test.setTimeout(120_000);
  await signInAs('customer');
  await expect(page.getByRole('heading', { level: 1, name: s.newRequestTitle })).toBeVisible();
  await page.locator('body').focus();

  await typeInto(page, s.contactName, 'Giorgio Bassi');
  await typeInto(page, s.contactEmail, 'giorgio.bassi@example.com');
  await typeInto(page, s.contactPhone, '02 5550101');
  await typeInto(page, s.contactMobile, '333 5550101');
  await tabTo(page, s.country);
  await page.keyboard.type('Italia');
  await tabTo(page, s.city);
  await page.keyboard.type('Roma');
  await typeInto(page, s.departureStreet, 'Via del Corso 10');
  // Arrival differs: the radio group is one Tab stop, the arrows choose.
  await tabTo(page, s['COMMON.YES']);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: s['COMMON.NO'] })).toBeChecked();
  await tabTo(page, s.arrivalPoi);
  await page.keyboard.press('ArrowDown');
  await typeDateTime(page, s.start, 6, '09', '30');
  await expect(page.getByLabel(s.end, { exact: true })).toHaveValue(/T10:30$/);
  await typeInto(page, s.firstname, 'Ada');
  await typeInto(page, s.lastname, 'Lovelace');
  await typeInto(page, s.jobTitle, 'CTO');
  await tabTo(page, cultureLabel('it', 'it'));
  await page.keyboard.press('Space');
  await tabTo(page, vehicleLabel('moto', 'it'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: vehicleLabel('moto', 'it') })).toBeChecked();
  await typeInto(page, s.helpNotes, 'Nessuna esigenza particolare');
  await tabTo(page, s.submit);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: s.confirmTitle });
  await expect(dialog).toContainText('Giorgio Bassi');
  await expect(dialog.getByRole('button', { name: s.confirmSend })).toBeVisible();
  // Focus is trapped in the dialog: Tab reaches its buttons.
  await tabTo(page, s.confirmSend, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ty-page$/);
  await expect(page.getByRole('heading', { level: 1, name: s.tyTitle })).toBeVisible();
});
