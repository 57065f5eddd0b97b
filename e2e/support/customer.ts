// Helpers of the customer journeys: the remote's strings per language, local date-time values, API look-ups.
import type { APIRequestContext } from '@playwright/test';
import { en as customerEn } from '../../mfe-customer/src/i18n/strings-en.ts';
import { fr as customerFr } from '../../mfe-customer/src/i18n/strings-fr.ts';
import { it as customerIt } from '../../mfe-customer/src/i18n/strings-it.ts';
import { errorsEn } from '@alfie/shared/i18n/locales/errors-en';
import { errorsFr } from '@alfie/shared/i18n/locales/errors-fr';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';
import { STRINGS } from './strings.ts';
import { authenticate } from './session.ts';
import { API_URL } from './urls.ts';

export const CUSTOMER_STRINGS = {
  it: { ...STRINGS.it, ...errorsIt, ...customerIt },
  en: { ...STRINGS.en, ...errorsEn, ...customerEn },
  fr: { ...STRINGS.fr, ...errorsFr, ...customerFr },
} as const;
export type CustomerStrings = (typeof CUSTOMER_STRINGS)['it'];

const pad = (n: number) => String(n).padStart(2, '0');
/** The value of a datetime-local input: `days` from today at hh:mm, in the browser's (and this process's) zone. */
export function localAt(days: number, hh: number, mm = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hh)}:${pad(mm)}`;
}

/** The business requests an operator sees on the dashboard (GET /request/alfie/active-requests). */
export async function dashboardIds(
  request: APIRequestContext,
  user: 'operator' | 'admin',
): Promise<number[]> {
  const { account } = await authenticate(request, user);
  const res = await request.get(`${API_URL}/request/alfie/active-requests/?type=business&status=&city=`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  if (!res.ok()) throw new Error(`active-requests answered ${res.status()}`);
  return ((await res.json()) as { id: number }[]).map((r) => r.id);
}

/**
 * A new-request payload as register-new-request takes it: one stop at a street of a city, `hours` long from
 * `start`, Italian asked, no vehicle, one referent and one assisted person.
 */
export function streetRequestPayload(p: {
  customerId: number;
  countryId: number;
  cityId: number;
  start: Date;
  /** Default 'Via Prova 1'. */
  street?: string;
  /** Default 2. */
  hours?: number;
}) {
  return {
    type: 'business',
    customerId: p.customerId,
    personalAssistantId: null,
    startDatetime: p.start.toISOString(),
    endDatetime: new Date(p.start.getTime() + (p.hours ?? 2) * 3_600_000).toISOString(),
    cities: [
      {
        countryId: p.countryId,
        cityId: p.cityId,
        poiId: null,
        street: p.street ?? 'Via Prova 1',
        orderIndex: 0,
      },
    ],
    lat: '1',
    lng: '2',
    passengers: 1,
    requiredVehicle: 'nothing',
    requiredCultures: ['it'],
    referents: [
      {
        firstname: 'Maria',
        lastname: 'Rossi',
        email: 'maria@example.com',
        phone: '02 1234567',
        mobile: '333 1234567',
      },
    ],
    assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: null }],
    servicenotes: '',
    helpNotes: '',
    travels: [],
  };
}
