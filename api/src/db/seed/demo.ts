// Demo data of docs/architecture.md (SEED_DEMO): deterministic (seeded), batch-inserted, only into an empty database.
import { count, eq } from 'drizzle-orm';
import type { REQUEST_STATUSES } from '@alfie/shared/contracts';
import { captureLimitCents, computeQuote } from '@alfie/shared/contracts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { hashPassword } from '../../auth/password.ts';
import { seededRandom, type Random } from './random.ts';
import { DEMO_COUNTRIES } from './places.ts';
import * as P from './people.ts';
import { seedTrackedFlight } from './flights.ts';
import { seedFieldDay } from './field-day.ts';

export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'operator-admin' },
  { email: 'operator@example.com', role: 'operator-user' },
  { email: 'recruiter@example.com', role: 'operator-recruiter' },
  { email: 'customer@example.com', role: 'customer' },
] as const;
/** The demo PA: approved, signs in, works in these cities and has offers on some of their open requests. */
export const DEMO_PA = { email: 'pa@example.com', cities: ['Milano', 'Roma'] } as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Place {
  countryId: number;
  countryIndex: number;
  vat: number;
  currencyCode: string;
  city: {
    id: number;
    name: string;
    priceCents: number;
    percToPA: number;
    streets: string[];
    postalCode: string;
  };
  pois: {
    id: number;
    name: string;
    priceCents: number;
    forfaitHours: number;
    percToPA: number;
    kind: string;
  }[];
}

async function seedPlaces(db: Db): Promise<Place[]> {
  const countryRows = await db
    .insert(t.countries)
    .values(DEMO_COUNTRIES.map(({ cities: _c, ...c }) => c))
    .returning({ id: t.countries.id, name: t.countries.name });
  const places: Place[] = [];
  for (const [ci, country] of DEMO_COUNTRIES.entries()) {
    const countryId = countryRows.find((r) => r.name === country.name)!.id;
    const cityRows = await db
      .insert(t.cities)
      .values(
        country.cities.map((c) => ({
          countryId,
          name: c.name,
          priceCents: c.rate * 100,
          percToPA: c.percToPA,
        })),
      )
      .returning();
    const poiRows = await db
      .insert(t.pois)
      .values(
        country.cities.flatMap((c) => {
          const cityId = cityRows.find((r) => r.name === c.name)!.id;
          return c.pois.map((p) => ({
            cityId,
            name: p.name,
            priceCents: p.rate * 100,
            forfaitHours: p.forfait,
            percToPA: c.percToPA,
          }));
        }),
      )
      .returning();
    for (const c of country.cities) {
      const row = cityRows.find((r) => r.name === c.name)!;
      places.push({
        countryId,
        countryIndex: ci,
        vat: country.vat,
        currencyCode: country.currencyCode,
        city: {
          id: row.id,
          name: c.name,
          priceCents: row.priceCents,
          percToPA: row.percToPA,
          streets: c.streets,
          postalCode: c.postalCode,
        },
        pois: poiRows
          .filter((p) => p.cityId === row.id)
          .map((p) => ({ ...p, kind: c.pois.find((d) => d.name === p.name)!.kind })),
      });
    }
  }
  return places;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

function vatFor(r: Random, italian: boolean): string {
  return (italian ? 'IT' : 'FR') + String(r.int(10_000_000, 99_999_999)) + String(r.int(100, 999));
}

async function seedPeople(db: Db, r: Random, places: Place[], hash: string, now: Date) {
  const italy = places[0]!.countryId;
  const france = places.find((p) => p.countryIndex === 1)!.countryId;
  const demo = await db
    .insert(t.accounts)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        passwordHash: hash,
        role: a.role,
        accountType: a.role === 'customer' ? ('Customer' as const) : ('Operator' as const),
        language: 'it' as const,
      })),
    )
    .returning();
  const byEmail = (e: string) => demo.find((a) => a.email === e)!.id;
  const extraOps = await db
    .insert(t.accounts)
    .values([
      {
        email: 'operatore.fr@example.com',
        passwordHash: hash,
        role: 'operator-user' as const,
        accountType: 'Operator' as const,
        language: 'fr' as const,
      },
      {
        email: 'backoffice@example.com',
        passwordHash: hash,
        role: 'operator' as const,
        accountType: 'Operator' as const,
        language: 'en' as const,
      },
    ])
    .returning();
  await db.insert(t.operators).values([
    {
      accountId: byEmail('admin@example.com'),
      firstname: 'Anna',
      lastname: 'Ferrari',
      email: 'admin@example.com',
      countryId: null,
    },
    {
      accountId: byEmail('operator@example.com'),
      firstname: 'Paolo',
      lastname: 'Esposito',
      email: 'operator@example.com',
      countryId: italy,
    },
    {
      accountId: byEmail('recruiter@example.com'),
      firstname: 'Silvia',
      lastname: 'Moretti',
      email: 'recruiter@example.com',
      countryId: italy,
    },
    {
      accountId: extraOps[0]!.id,
      firstname: 'Claire',
      lastname: 'Fontaine',
      email: 'operatore.fr@example.com',
      countryId: france,
    },
    {
      accountId: extraOps[1]!.id,
      firstname: 'Marta',
      lastname: 'Galli',
      email: 'backoffice@example.com',
      countryId: italy,
    },
  ]);

  // Companies: the demo customer first (approved), then others in every status, then consumers.
  const companyNames = [
    ...P.COMPANY_NAMES_IT.map((n) => ({ n, it: true })),
    ...P.COMPANY_NAMES_FR.map((n) => ({ n, it: false })),
  ];
  const statuses = ['approved', 'approved', 'created', 'rejected'] as const;
  const companyAccounts = await db
    .insert(t.accounts)
    .values(
      companyNames.slice(1).map(({ n, it }) => ({
        email: `amministrazione@${slug(n).replace(/\./g, '-')}.example.com`,
        passwordHash: hash,
        role: 'customer' as const,
        accountType: 'Customer' as const,
        language: it ? ('it' as const) : ('fr' as const),
      })),
    )
    .returning();
  const companyRows = companyNames.map(({ n, it }, i) => {
    const place = r.pick(places.filter((p) => (p.countryIndex === 0) === it));
    const accountId = i === 0 ? byEmail('customer@example.com') : companyAccounts[i - 1]!.id;
    const email = i === 0 ? 'customer@example.com' : companyAccounts[i - 1]!.email;
    return {
      accountId,
      type: 'customer-b2b' as const,
      businessName: n,
      country: it ? 'Italia' : 'France',
      countryId: place.countryId,
      city: place.city.name,
      postalCode: place.city.postalCode,
      street: r.pick(place.city.streets),
      vatCode: vatFor(r, it),
      fiscalCode: it ? String(r.int(10_000_000_000, 99_999_999_999)).slice(0, 11) : null,
      sdi: it ? r.pick(['M5UXCR1', 'KRRH6B9', 'SUBM70N', 'T04ZHR3', 'W7YVJK9']) : null,
      email,
      status: i === 0 ? ('approved' as const) : statuses[i % statuses.length]!,
      createDate: new Date(now.getTime() - r.int(1, 120) * DAY - r.int(0, 23) * HOUR),
    };
  });
  const consumers = Array.from({ length: 16 }, (_, i) => {
    const it = i % 3 !== 2;
    const place = r.pick(places.filter((p) => (p.countryIndex === 0) === it));
    const first = r.pick(it ? P.FIRST_NAMES_IT : P.FIRST_NAMES_FR);
    const last = r.pick(it ? P.LAST_NAMES_IT : P.LAST_NAMES_FR);
    return {
      accountId: null,
      type: 'consumer' as const,
      businessName: `${first} ${last}`,
      country: it ? 'Italia' : 'France',
      countryId: place.countryId,
      city: place.city.name,
      postalCode: place.city.postalCode,
      street: r.pick(place.city.streets),
      vatCode: null,
      fiscalCode: null,
      sdi: null,
      email: `${slug(first)}.${slug(last)}${i}@example.com`,
      status: 'approved' as const,
      createDate: new Date(now.getTime() - r.int(1, 120) * DAY),
    };
  });
  const companies = await db
    .insert(t.companies)
    .values([...companyRows, ...consumers])
    .returning();
  return { companies, italy, france };
}

/**
 * 48 applicants in every review status. Each works in the city of its domicile (the demo PA in DEMO_PA.cities);
 * the approved ones have a PA login with the demo password, as an approval through the API would create.
 */
async function seedAssistants(db: Db, r: Random, places: Place[], hash: string, now: Date) {
  const homes: Place[] = [];
  const rows = Array.from({ length: 48 }, (_, i) => {
    const it = i % 4 !== 3;
    const place = r.pick(places.filter((p) => (p.countryIndex === 0) === it));
    homes.push(place);
    const first = r.pick(it ? P.FIRST_NAMES_IT : P.FIRST_NAMES_FR);
    const last = r.pick(it ? P.LAST_NAMES_IT : P.LAST_NAMES_FR);
    return {
      firstname: first,
      lastname: last,
      email: i === 0 ? DEMO_PA.email : `${slug(first)}.${slug(last)}.pa${i}@example.com`,
      phone: `+39 02 ${r.int(1000000, 9999999)}`,
      mobile: `+39 3${r.int(10, 49)} ${r.int(1000000, 9999999)}`,
      homeTown: i % 7 === 0 ? `${place.city.name} - ${r.pick(place.city.streets)}` : place.city.name,
      countryId: place.countryId,
      birthdate: `${r.int(1970, 2002)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      job: r.pick(P.JOBS),
      hobby: r.pick(P.HOBBIES),
      status: (['approved', 'approved', 'created', 'rejected'] as const)[i % 4]!,
      createDate: new Date(now.getTime() - r.int(1, 90) * DAY - r.int(0, 23) * HOUR),
    };
  });
  const inserted = await db.insert(t.personalAssistants).values(rows).returning();
  const cityId = (name: string) => places.find((p) => p.city.name === name)!.city.id;
  const cityIds = new Map(
    inserted.map((pa, i) => [pa.id, i === 0 ? DEMO_PA.cities.map(cityId) : [homes[i]!.city.id]]),
  );
  await db
    .insert(t.paCities)
    .values(inserted.flatMap((pa) => cityIds.get(pa.id)!.map((id) => ({ paId: pa.id, cityId: id }))));
  const approved = inserted.filter((pa) => pa.status === 'approved');
  const logins = await db
    .insert(t.accounts)
    .values(
      approved.map((pa) => ({
        email: pa.email,
        passwordHash: hash,
        role: 'personal-assistant' as const,
        accountType: 'PersonalAssistant' as const,
        language: pa.language,
      })),
    )
    .returning({ id: t.accounts.id, email: t.accounts.email });
  for (const login of logins)
    await db
      .update(t.personalAssistants)
      .set({ accountId: login.id })
      .where(eq(t.personalAssistants.email, login.email));
  const pas = inserted.map((pa) => ({ ...pa, cityIds: cityIds.get(pa.id)! }));
  await db
    .insert(t.paLanguages)
    .values(
      pas.flatMap((pa) => [
        { paId: pa.id, culture: 'it', knowledgeLevel: 100 },
        { paId: pa.id, culture: 'en', knowledgeLevel: r.pick([50, 80, 100]) },
        ...(r.chance(0.5)
          ? [{ paId: pa.id, culture: r.pick(['fr', 'es', 'de']), knowledgeLevel: r.pick([0, 50, 80]) }]
          : []),
      ]),
    );
  await db
    .insert(t.paVehicles)
    .values(
      pas
        .filter(() => r.chance(0.6))
        .map((pa) => ({ paId: pa.id, ...r.pick(P.VEHICLE_MODELS), registrationYear: r.int(2012, 2025) })),
    );
  await db.insert(t.paPastAssignments).values(
    pas
      .filter((pa) => pa.status === 'approved')
      .flatMap((pa) =>
        Array.from({ length: r.int(0, 3) }, () => ({
          paId: pa.id,
          date: new Date(now.getTime() - r.int(70, 400) * DAY).toISOString().slice(0, 10),
          city: r.pick(places).city.name,
        })),
      ),
  );
  return pas;
}

function statusFor(r: Random, start: number, end: number, now: number): (typeof REQUEST_STATUSES)[number] {
  if (end < now) return r.pick(['completed', 'completed', 'PA-paid', 'cancelled', 'assigned'] as const);
  if (start < now) return r.pick(['assigned', 'pending-capture'] as const);
  return r.pick(['created', 'created', 'created', 'assigned', 'pending-capture', 'cancelled'] as const);
}

/**
 * What the closeout of a past paid service recorded, so that its state follows from its facts: a completed service
 * is confirmed and captured in full, or (one in four) ran two hours over, beyond what PayPal lets us capture, and
 * still has an amount owed, or (one in four) is not confirmed yet; a PA-paid one is confirmed, captured in full and
 * its PA paid after. Picked by the row's index, so the random sequence (and every other seeded value) is unchanged.
 */
function closeoutFacts(
  status: (typeof REQUEST_STATUSES)[number],
  i: number,
  endMs: number,
  nowMs: number,
  quote: { amountCents: number; paPaymentCents: number },
  currencyCode: string,
): Partial<typeof t.requests.$inferInsert> {
  if (status !== 'completed' && status !== 'PA-paid') return {};
  if (status === 'completed' && i % 4 === 1) return {};
  const short = status === 'completed' && i % 4 === 0;
  const finalAmountCents = short ? Math.round(quote.amountCents * 1.4) : quote.amountCents;
  const capturedCents = short ? captureLimitCents(quote.amountCents, currencyCode) : finalAmountCents;
  const confirmedMs = Math.min(endMs + 6 * HOUR, nowMs);
  return {
    actualEndDatetime: new Date(short ? endMs + 2 * HOUR : endMs),
    serviceConfirmedAt: new Date(confirmedMs),
    finalAmountCents,
    capturedCents,
    owedCents: finalAmountCents - capturedCents,
    paDueCents: short ? Math.round(quote.paPaymentCents * 1.4) : quote.paPaymentCents,
    paPaymentInstant: status === 'PA-paid' ? new Date(Math.min(endMs + 2 * DAY, nowMs)) : null,
  };
}

async function seedRequests(
  db: Db,
  r: Random,
  places: Place[],
  companies: { id: number; type: string; status: string; countryId: number | null }[],
  pas: { id: number; email: string; status: string; countryId: number | null; cityIds: number[] }[],
  now: Date,
  total: number,
) {
  const nowMs = now.getTime();
  const approvedPas = pas.filter((p) => p.status === 'approved');
  const b2b = companies.filter((c) => c.type === 'customer-b2b' && c.status === 'approved');
  const consumers = companies.filter((c) => c.type === 'consumer');
  type Plan = {
    place: Place;
    poi: Place['pois'][number] | null;
    arrivalPoi: Place['pois'][number] | null;
    row: typeof t.requests.$inferInsert;
  };
  const plans: Plan[] = [];
  for (let i = 0; i < total; i++) {
    const type = i % 10 < 7 ? ('business' as const) : ('consumer' as const);
    const customer = type === 'business' ? (i % 5 === 0 ? b2b[0]! : r.pick(b2b)) : r.pick(consumers);
    const sameCountry = places.filter((p) => p.countryId === customer.countryId);
    const place = r.pick(sameCountry.length > 0 ? sameCountry : places);
    const poi = r.chance(0.6) ? r.pick(place.pois) : null;
    const arrivalPoi = !poi && r.chance(0.3) ? r.pick(place.pois) : null;
    const startMs =
      Math.floor(nowMs / DAY) * DAY +
      r.int(-60, 30) * DAY +
      r.int(6, 18) * HOUR +
      r.pick([0, 15, 30, 45]) * 60_000;
    const durationMs = r.int(1, 8) * HOUR + r.pick([0, 30]) * 60_000;
    const endMs = startMs + durationMs;
    const createMs = Math.min(nowMs - r.int(5, 600) * 60_000, startMs - r.int(1, 14 * 24) * HOUR);
    const status = statusFor(r, startMs, endMs, nowMs);
    const rule = poi
      ? {
          kind: 'poi' as const,
          rateCents: poi.priceCents,
          forfaitHours: poi.forfaitHours,
          percToPA: poi.percToPA,
        }
      : { kind: 'city' as const, rateCents: place.city.priceCents, percToPA: place.city.percToPA };
    const q = computeQuote(rule, durationMs, place.vat);
    // Served by a PA of the request's city when there is one, else of its country.
    const cityPas = approvedPas.filter((p) => p.cityIds.includes(place.city.id));
    const localPas =
      cityPas.length > 0 ? cityPas : approvedPas.filter((p) => p.countryId === place.countryId);
    const needsPa =
      status === 'assigned' ||
      status === 'completed' ||
      status === 'PA-paid' ||
      (status === 'pending-capture' && r.chance(0.5));
    const vehicles = r.chance(0.2) ? ['nothing'] : [r.pick(['carType1', 'carType2', 'carType3', 'moto'])];
    plans.push({
      place,
      poi,
      arrivalPoi,
      row: {
        type,
        customerId: customer.id,
        countryId: place.countryId,
        createDate: new Date(createMs),
        startDatetime: new Date(startMs),
        endDatetime: new Date(endMs),
        status,
        personalAssistantId: needsPa ? r.pick(localPas.length > 0 ? localPas : approvedPas).id : null,
        passengers: r.int(1, 4),
        services: r.pick(['meet-and-greet', 'accompaniment', 'driver', 'interpreter']),
        serviceNotes: r.pick(P.SERVICE_NOTES),
        helpNotes: r.pick(P.HELP_NOTES),
        requiredVehicles: vehicles,
        requiredCultures: r.chance(0.5) ? ['it', 'en'] : [r.pick(['en', 'fr', 'de', 'es'])],
        lat: '1',
        lng: '2',
        currencyCode: place.currencyCode,
        netCents: q.netCents,
        vatCents: q.vatCents,
        amountCents: q.amountCents,
        paPaymentCents: q.paPaymentCents,
        ...closeoutFacts(status, i, endMs, nowMs, q, place.currencyCode),
      },
    });
  }
  // The demo PA's service of the demo customer that ended two hours ago, not paid yet: the PA may still report its
  // steps (up to six hours after the end), and once paid its closeout proposes the end the PA reported.
  const demoPaOfDay = approvedPas.find((pa) => pa.email === DEMO_PA.email);
  const milano = places.find((p) => p.city.name === 'Milano');
  if (demoPaOfDay && milano && b2b[0]) {
    const quarter = 15 * 60_000;
    const startMs = Math.floor((nowMs - 4 * HOUR) / quarter) * quarter;
    const endMs = startMs + 2 * HOUR;
    const q = computeQuote(
      { kind: 'city', rateCents: milano.city.priceCents, percToPA: milano.city.percToPA },
      endMs - startMs,
      milano.vat,
    );
    plans.push({
      place: milano,
      poi: null,
      arrivalPoi: null,
      row: {
        type: 'business',
        customerId: b2b[0].id,
        countryId: milano.countryId,
        createDate: new Date(startMs - 3 * DAY),
        startDatetime: new Date(startMs),
        endDatetime: new Date(endMs),
        status: 'assigned',
        personalAssistantId: demoPaOfDay.id,
        passengers: 1,
        services: 'meet-and-greet',
        serviceNotes: P.SERVICE_NOTES[0]!,
        helpNotes: P.HELP_NOTES[0]!,
        requiredVehicles: ['nothing'],
        requiredCultures: ['it', 'en'],
        lat: '1',
        lng: '2',
        currencyCode: milano.currencyCode,
        netCents: q.netCents,
        vatCents: q.vatCents,
        amountCents: q.amountCents,
        paPaymentCents: q.paPaymentCents,
      },
    });
  }
  const inserted: { id: number }[] = [];
  for (let i = 0; i < plans.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(t.requests)
        .values(plans.slice(i, i + 500).map((p) => p.row))
        .returning({ id: t.requests.id })),
    );
  }
  const stops: (typeof t.requestCities.$inferInsert)[] = [];
  const referents: (typeof t.referents.$inferInsert)[] = [];
  const assisted: (typeof t.assistedPeople.$inferInsert)[] = [];
  const travels: (typeof t.travels.$inferInsert)[] = [];
  const offers: (typeof t.paOffers.$inferInsert)[] = [];
  const demoPa = approvedPas.find((pa) => pa.email === DEMO_PA.email);
  let openOfDemo = 0;
  plans.forEach((p, i) => {
    const requestId = inserted[i]!.id;
    const base = {
      requestId,
      cityId: p.place.city.id,
      cityPriceCents: p.place.city.priceCents,
      percToPA: p.place.city.percToPA,
    };
    const street = r.pick(p.place.city.streets);
    stops.push(
      p.poi
        ? {
            ...base,
            orderIndex: 0,
            poiId: p.poi.id,
            poiPriceCents: p.poi.priceCents,
            flatPrice: p.poi.forfaitHours,
            percToPA: p.poi.percToPA,
          }
        : { ...base, orderIndex: 0, street, postalCode: p.place.city.postalCode },
    );
    if (p.arrivalPoi) {
      stops.push({
        ...base,
        orderIndex: 1,
        poiId: p.arrivalPoi.id,
        poiPriceCents: p.arrivalPoi.priceCents,
        flatPrice: p.arrivalPoi.forfaitHours,
        percToPA: p.arrivalPoi.percToPA,
      });
    } else if (p.poi && r.chance(0.7)) {
      stops.push({ ...base, orderIndex: 1, street, postalCode: p.place.city.postalCode });
    }
    const it = p.place.countryIndex === 0;
    const first = () => r.pick(it ? P.FIRST_NAMES_IT : P.FIRST_NAMES_FR);
    const last = () => r.pick(it ? P.LAST_NAMES_IT : P.LAST_NAMES_FR);
    for (let k = r.int(1, 2); k > 0; k--) {
      const [fn, ln] = [first(), last()];
      referents.push({
        requestId,
        firstname: fn,
        lastname: ln,
        email: `${slug(fn)}.${slug(ln)}@example.com`,
        phone: `+39 02 ${r.int(1000000, 9999999)}`,
        mobile: `+39 3${r.int(10, 49)} ${r.int(1000000, 9999999)}`,
      });
    }
    for (let k = r.int(1, 3); k > 0; k--) {
      assisted.push({
        requestId,
        firstname: first(),
        lastname: last(),
        title: r.pick(P.TITLES),
        mobile: r.chance(0.5) ? `+39 3${r.int(10, 49)} ${r.int(1000000, 9999999)}` : null,
      });
    }
    const hub = p.poi ?? p.arrivalPoi;
    if (hub) {
      const plane = hub.kind === 'airport';
      travels.push({
        requestId,
        type: plane ? 'airplain' : 'train',
        code: plane ? `${r.pick(['AZ', 'AF', 'LH', 'U2'])}${r.int(100, 9999)}` : `FR ${r.int(9500, 9999)}`,
        company: r.pick(plane ? P.AIRLINES : P.RAIL),
        lastname: last(),
        from: r.pick(['London', 'Frankfurt', 'Madrid', 'Bruxelles', 'Zürich']),
        to: p.place.city.name,
        arrivalDatetime: p.row.startDatetime as Date,
      });
    }
    if (p.row.status === 'created' && r.chance(0.6)) {
      // Offers come from approved PAs who work in the request's city (as the offer call requires).
      const candidates = approvedPas.filter((pa) => pa.cityIds.includes(p.place.city.id));
      const chosen = new Set<number>();
      for (let k = r.int(1, 4); k > 0 && candidates.length > 0; k--) chosen.add(r.pick(candidates).id);
      for (const paId of chosen)
        offers.push({ requestId, paId, response: r.chance(0.2) ? 'read' : 'offered' });
    }
    if (p.row.personalAssistantId)
      offers.push({ requestId, paId: p.row.personalAssistantId, response: 'accepted' });
    // Every other open request of the demo PA's cities carries its offer, so its lists are not empty.
    const open = p.row.status === 'created' && (p.row.startDatetime as Date).getTime() > nowMs;
    if (open && demoPa?.cityIds.includes(p.place.city.id) && (openOfDemo++ & 1) === 0)
      offers.push({ requestId, paId: demoPa.id, response: 'offered' });
  });
  const chunked = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
  };
  await chunked(stops, (c) => db.insert(t.requestCities).values(c));
  await chunked(referents, (c) => db.insert(t.referents).values(c));
  await chunked(assisted, (c) => db.insert(t.assistedPeople).values(c));
  await chunked(travels, (c) => db.insert(t.travels).values(c));
  await chunked(offers, (c) => db.insert(t.paOffers).values(c).onConflictDoNothing());
  return inserted.length;
}

export interface SeedResult {
  seeded: boolean;
  requests: number;
}

/** Loads the demo data when the database has no account yet; `requests` sizes the request history. */
export async function seedDemo(
  db: Db,
  opts: { now?: Date; requests?: number; seed?: number } = {},
): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(t.accounts);
  if ((row?.n ?? 0) > 0) return { seeded: false, requests: 0 };
  const now = opts.now ?? new Date();
  const r = seededRandom(opts.seed ?? 20260101);
  const hash = await hashPassword(DEMO_PASSWORD); // one hash for every demo account keeps the seed fast
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const places = await seedPlaces(d);
    const { companies } = await seedPeople(d, r, places, hash, now);
    const pas = await seedAssistants(d, r, places, hash, now);
    const n = await seedRequests(d, r, places, companies, pas, now, opts.requests ?? 480);
    await seedFieldDay(d, now, DEMO_PA.email);
    await seedTrackedFlight(d, now);
    return { seeded: true, requests: n };
  });
}
