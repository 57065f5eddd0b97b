// Rows a journey owns: a company signed up and a PA applicant applied through the API, each with a name of its own,
// so that journeys running beside each other never decide on each other's rows.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_URL } from './urls.ts';

export const ONBOARDING_PASSWORD = 'Onboard-2026!';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A company in Bergamo (Italia) waiting for an operator's decision; answers its name and e-mail. */
export async function registerCompany(
  request: APIRequestContext,
  prefix = 'E2E Azienda',
): Promise<{ company: string; email: string }> {
  const stamp = unique();
  const company = `${prefix} ${stamp} srl`;
  const email = `azienda-${stamp}@example.com`;
  const res = await request.post(`${API_URL}/Auth/registercustomer`, {
    data: {
      BusinessName: company,
      CreateDate: new Date().toISOString(),
      Email: email,
      Country: 'Italia',
      City: 'Bergamo',
      PostalCode: '24121',
      Street: 'Via XX Settembre 3',
      Sdi: 'ABC1234',
      VatCode: '12345678901',
      FiscalCode: 'RSSMRA80A01F205X',
      Account: {
        AccountType: 'Customer',
        Username: email,
        Password: ONBOARDING_PASSWORD,
        CreateDate: new Date().toISOString(),
        Status: 'Created',
        role: 'customer',
        TermsConditions: true,
        Privacy: true,
        Language: 'it',
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { company, email };
}

/**
 * A PA applicant for Milano (or `cityName`) waiting for a recruiter's decision; answers the name the list shows and
 * the e-mail.
 */
export async function applyAsApplicant(
  request: APIRequestContext,
  cityName = 'Milano',
): Promise<{ name: string; email: string }> {
  const stamp = unique();
  const cities = (await (await request.get(`${API_URL}/PersonalAssistant/alfie/apply-cities`)).json()) as {
    cities: { id: number; cityName: string }[];
  }[];
  const city = cities.flatMap((c) => c.cities).find((c) => c.cityName === cityName);
  expect(city, `${cityName} is offered to applicants`).toBeDefined();
  const [firstname, lastname] = ['Ada', `Candidata${stamp}`];
  const email = `candidata-${stamp}@example.com`;
  const res = await request.post(`${API_URL}/PersonalAssistant/alfie/apply`, {
    data: {
      firstname,
      lastname,
      email,
      mobile: '+39 333 1234567',
      homeTown: cityName,
      birthdate: '1990-01-31',
      languagesSpoken: [{ culture: 'it', knowledgeLevel: 100 }],
      cityIds: [city!.id],
      language: 'it',
      privacy: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { name: `${firstname} ${lastname}`, email };
}
