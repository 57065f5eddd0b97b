// Helpers of this module's tests: demo places and companies, a valid new-request payload, a second customer.
import { and, eq, ne, sql } from 'drizzle-orm';
import { accounts, cities, companies, countries, pois } from '../db/schema.ts';
import type { TestApp } from './build.ts';

const HOUR = 3_600_000;

export async function demoPlaces(h: TestApp) {
  const [italy] = await h.db.select().from(countries).where(eq(countries.name, 'Italia'));
  const [france] = await h.db.select().from(countries).where(eq(countries.name, 'France'));
  const [milano] = await h.db.select().from(cities).where(eq(cities.name, 'Milano'));
  const [roma] = await h.db.select().from(cities).where(eq(cities.name, 'Roma'));
  const [paris] = await h.db.select().from(cities).where(eq(cities.name, 'Paris'));
  const [malpensa] = await h.db.select().from(pois).where(eq(pois.name, 'Aeroporto di Milano Malpensa'));
  const [fiumicino] = await h.db
    .select()
    .from(pois)
    .where(and(eq(pois.cityId, roma!.id)));
  return {
    italy: italy!,
    france: france!,
    milano: milano!,
    roma: roma!,
    paris: paris!,
    malpensa: malpensa!,
    romePoi: fiumicino!,
  };
}

export async function demoCompany(h: TestApp, email = 'customer@example.com') {
  const [company] = await h.db.select().from(companies).where(eq(companies.email, email));
  return company!;
}

/** The ids of a valid Italian request of the demo customer (Milano, Malpensa), for validPayload. */
export async function demoRequestIds(h: TestApp) {
  const [company, places] = await Promise.all([demoCompany(h), demoPlaces(h)]);
  return {
    customerId: company.id,
    countryId: places.italy.id,
    cityId: places.milano.id,
    poiId: places.malpensa.id,
  };
}

/** Another approved company with a login (customer B), and its token. */
export async function otherCustomer(h: TestApp) {
  const [row] = await h.db
    .select({ id: companies.id, email: accounts.email })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(
      and(
        eq(companies.status, 'approved'),
        eq(companies.type, 'customer-b2b'),
        ne(sql`lower(${accounts.email})`, 'customer@example.com'),
      ),
    )
    .orderBy(companies.id)
    .limit(1);
  return { companyId: row!.id, token: await h.login(row!.email) };
}

/** A whole valid payload (POI departure at Malpensa, two hours from tomorrow 10:00 UTC). */
export function validPayload(
  ids: { customerId: number; countryId: number; cityId: number; poiId: number },
  over: Record<string, unknown> = {},
) {
  const start = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 34 * HOUR);
  return {
    type: 'business',
    customerId: ids.customerId,
    personalAssistantId: null,
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 2 * HOUR).toISOString(),
    cities: [{ countryId: ids.countryId, cityId: ids.cityId, poiId: ids.poiId, street: '', orderIndex: 0 }],
    lat: '1',
    lng: '2',
    passengers: 2,
    services: 'meet-and-greet',
    requiredVehicle: 'carType1',
    requiredVehicle1: 'moto',
    requiredCultures: ['it', 'en', 'other:Portuguese'],
    referents: [
      {
        firstname: 'Maria',
        lastname: 'Rossi Bianchi',
        email: 'maria@example.com',
        phone: '+39 02 1234567',
        mobile: '+39 333 1234567',
      },
      {
        firstname: 'Luca Verdi',
        lastname: '',
        email: 'luca@example.com',
        phone: '02 7654321',
        mobile: '347 7654321',
      },
    ],
    assisted: [
      { firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: '+44 7700 900123' },
      { firstname: 'Jane', lastname: 'Doe', title: 'CFO', mobile: null },
    ],
    servicenotes: 'Meet at arrivals gate',
    helpNotes: 'Carry the luggage',
    travels: [
      {
        type: 'airplain',
        code: 'AZ123',
        company: 'ITA Airways',
        lastname: 'Smith',
        from: 'LHR',
        to: 'MXP',
        arrivalDatetime: start.toISOString(),
      },
    ],
    ...over,
  };
}
