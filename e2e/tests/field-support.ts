// The field-day journeys' own people and services: a PA of their own (applied, approved, password chosen through the
// API as a recruiter and the welcome mail would), and a request of the demo customer in Milano starting soon enough
// for the field window to be open, with a referent of its own and optionally a flight, offered and assigned to that
// PA. No journey takes the demo PA's schedule or the seeded running service.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { applyAsApplicant } from '../support/onboarding.ts';
import { authenticate, setSession } from '../support/session.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { API_URL } from '../support/urls.ts';
import { formatItalianDateTime } from '@alfie/shared/contracts/dates';
import { apiCall, italyAndMilano } from './pricing-support.ts';
import { R } from './requests-support.ts';

export const MINUTE = 60_000;
const PASSWORD = 'Field-Day-2026!';

export interface OwnPa {
  id: number;
  name: string;
  email: string;
  token: string;
  answer: { account: { token: string; role: string }; currentUserId: number };
}

/** A PA of the journey's own in Milano (or `cityName`), approved, with a password, signed in through the API. */
export async function ownPa(request: APIRequestContext, cityName?: string): Promise<OwnPa> {
  const since = Date.now();
  const applicant = await applyAsApplicant(request, cityName);
  const admin = (await authenticate(request, 'admin')).account.token;
  const listed = await apiCall<{ id: number; email: string }[]>(
    request,
    admin,
    'GET',
    '/PersonalAssistant/alfie/personal-assistants/?status=created',
  );
  const id = listed.find((p) => p.email === applicant.email)?.id;
  expect(id, 'the applicant is listed').toBeDefined();
  await apiCall(request, admin, 'POST', '/PersonalAssistant/alfie/approve-personal-assistant', {
    personalAssistantId: id,
    status: 'approved',
  });
  const welcome = await waitForMail(applicant.email, since);
  const token = new URL(linkIn(welcome, 'token=')).searchParams.get('token');
  const reset = await request.post(`${API_URL}/Auth/resetpassword`, { data: { token, password: PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const login = await request.post(`${API_URL}/Auth/authenticate`, {
    data: { username: applicant.email, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (await login.json()) as OwnPa['answer'];
  return { id: id!, ...applicant, token: answer.account.token, answer };
}

/** Opens `path` signed in as the journey's PA, in `locale`. */
export async function signInAsPa(page: Page, pa: OwnPa, locale: 'it' | 'en' | 'fr', path = '/pa') {
  await setSession(page, {
    token: pa.token,
    role: pa.answer.account.role.toLowerCase(),
    user: { email: pa.email, company: null, id: pa.answer.currentUserId },
    profileData: pa.answer,
    locale,
  });
  await page.goto(path);
}

export interface OwnPlace {
  countryId: number;
  cityId: number;
  cityName: string;
}

/**
 * A country of the journey's own with one priced city, for a setting the journey must choose (its waiting time
 * before a no-show) without touching the demo's countries.
 */
export async function ownCountry(
  request: APIRequestContext,
  settings: { noShowWaitMinutes: number },
): Promise<OwnPlace> {
  const admin = (await authenticate(request, 'admin')).account.token;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const country = await apiCall<{ id: number }>(request, admin, 'POST', '/pricing/alfie/country-new-price', {
    country: `Campo ${stamp}`,
    code: `ZZ${stamp.slice(-6)}`,
    vat: '22',
    withholdingTax: '20',
    currencySymbol: '€',
    currencyCode: 'EUR',
    ...settings,
  });
  const cityName = `Campo ${stamp}`;
  const city = await apiCall<{ id: number }>(request, admin, 'POST', '/pricing/alfie/create-new-price', {
    countryId: country.id,
    cityName,
    price: 30,
    percToPA: 60,
  });
  return { countryId: country.id, cityId: city.id, cityName };
}

export interface OwnService {
  id: number;
  start: Date;
  /** The total the customer was quoted, in cents. */
  amountCents: number;
  referent: string;
  /** The stop's street, unique to the service: its card and board item are found by it. */
  street: string;
}

/** The demo customer's request in Milano from `start`, assigned to `pa` (it offers, an admin assigns). */
export async function assignedService(
  request: APIRequestContext,
  pa: OwnPa,
  p: { start: Date; hours?: number; flight?: { code: string; arrival: Date }; place?: OwnPlace },
): Promise<OwnService> {
  const customer = await authenticate(request, 'customer');
  const token = customer.account.token;
  const { italy, milano } = p.place
    ? { italy: { id: p.place.countryId }, milano: { id: p.place.cityId } }
    : await italyAndMilano(request, token);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const referent = `referente-${stamp}@example.com`;
  const street = `Via Campo ${stamp}`;
  const base = streetRequestPayload({
    customerId: customer.currentUserId,
    countryId: italy.id,
    cityId: milano.id,
    start: p.start,
    street,
    ...(p.hours ? { hours: p.hours } : {}),
  });
  const payload = {
    ...base,
    referents: [{ ...base.referents[0]!, email: referent }],
    travels: p.flight
      ? [
          {
            type: 'airplain',
            code: p.flight.code,
            company: 'ITA',
            from: 'Parigi',
            to: 'Milano',
            arrivalDatetime: p.flight.arrival.toISOString(),
          },
        ]
      : [],
  };
  const { id, amount } = await apiCall<{ id: number; amount: number }>(
    request,
    token,
    'POST',
    '/Request/alfie/register-new-request',
    payload,
  );
  await apiCall(request, pa.token, 'POST', '/pa/alfie/offer', { requestId: id });
  const admin = (await authenticate(request, 'admin')).account.token;
  await apiCall(request, admin, 'POST', '/Request/alfie/assign-request', {
    requestId: id,
    personalAssistantId: pa.id,
  });
  return { id, start: p.start, amountCents: Math.round(amount * 100), referent, street };
}

/** On the dispatch board (English), goes to the Italian day of `start` when it is not today's (late evening). */
export async function boardDayOf(page: Page, start: Date): Promise<void> {
  const dayOf = (at: Date) => formatItalianDateTime(at).slice(0, 10);
  await expect(page.getByRole('heading', { level: 1, name: R.en.dispatchTitle })).toBeVisible();
  if (dayOf(start) !== dayOf(new Date())) await page.getByRole('button', { name: R.en.dispatchNext }).click();
}

/** The demo customer pays for the service (the authorization recorded as the checkout records it), as booked. */
export async function payAsCustomer(request: APIRequestContext, service: OwnService): Promise<void> {
  const customer = (await authenticate(request, 'customer')).account.token;
  const tag = `${Date.now()}-${service.id}`;
  await apiCall(request, customer, 'POST', '/payment/alfie/saveIntent', {
    id: null,
    requestId: service.id,
    amount: service.amountCents,
    orderId: `ORDER-E2E-FIELD-${tag}`,
    authorizationId: `AUTH-E2E-FIELD-${tag}`,
    endDatetime: '',
  });
}
