// Helpers of the PA journeys: mfe-pa's strings, the application form filled like a candidate does, and the
// calling PA's offers read through the API (the cards do not show request ids).
import { cultureLabel } from '@alfie/shared/contracts/labels';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { strings } from '../../mfe-pa/src/i18n/strings.ts';
import { STRINGS } from '../support/strings.ts';
import { API_URL } from '../support/urls.ts';

export const P = strings;
export const C = STRINGS;

export interface Candidate {
  firstname: string;
  lastname: string;
  email: string;
}

/** Fills and sends /candidatura in Italian: English (native) and Italian, one car, Milano and Roma. */
export async function applyAsPa(page: Page, who: Candidate) {
  const p = P.it;
  await page.goto('/');
  await page.getByRole('link', { name: C.it['LOGIN.APPLY'] }).click();
  await expect(page).toHaveURL(/\/candidatura$/);
  // The first remote of a run loads slowly on a busy machine.
  await expect(page.getByRole('checkbox', { name: 'Milano', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(p.firstname, { exact: true }).fill(who.firstname);
  await page.getByLabel(p.lastname, { exact: true }).fill(who.lastname);
  await page.getByLabel(p.email, { exact: true }).fill(who.email);
  await page.getByLabel(p.mobile, { exact: true }).fill('+39 333 1234567');
  await page.getByLabel(p.homeTown).fill('Milano');
  await page.getByLabel(p.birthdate).fill('1990-04-12');
  await page.getByLabel(p.job).fill('Hostess - Alfie');
  await page.getByRole('checkbox', { name: cultureLabel('en', 'it') }).check();
  await page
    .getByRole('combobox', { name: p.levelOf.replace('{{language}}', cultureLabel('en', 'it')) })
    .selectOption('100');
  await page.getByRole('checkbox', { name: cultureLabel('it', 'it') }).check();
  await page.getByRole('button', { name: p.addVehicle }).click();
  const vehicle = page.getByRole('group', { name: p.vehicleLegend.replace('{{n}}', '1') });
  await vehicle.getByLabel(p.vehicleType).selectOption('carType2');
  await vehicle.getByLabel(p.brand).fill('Fiat');
  await vehicle.getByLabel(p.model).fill('Tipo');
  await vehicle.getByLabel(p.registrationYear).fill('2020');
  await page.getByRole('checkbox', { name: 'Milano', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Roma', exact: true }).check();
  await page.getByLabel(C.it['SIGNUP.PRIVACY']).check();
  await page.getByRole('button', { name: p.submitApplication }).click();
  await expect(page.getByRole('heading', { name: p.thanksTitle })).toBeFocused();
}

/** The session token the shell stored for whoever is signed in. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('alfie-session'));
  return (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
}

export async function myOfferIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get(`${API_URL}/pa/alfie/offers`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`offers answered ${res.status()}`);
  return ((await res.json()) as { requestId: number }[]).map((o) => o.requestId);
}
