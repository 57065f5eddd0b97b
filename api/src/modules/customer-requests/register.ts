// POST /Request/alfie/register-new-request: a customer files a request for its own company; the server checks the
// places, computes the quote from the price rules and freezes it, and writes everything in one transaction.
import type { InferOutput } from 'valibot';
import { eq, inArray } from 'drizzle-orm';
import {
  computeQuote,
  departureRule,
  requestedVehicles,
  splitName,
  type newRequestSchema,
} from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  assistedPeople,
  cities,
  countries,
  pois,
  referents,
  requestCities,
  requests,
  travels,
} from '../../db/schema.ts';
import { assertOwnCompany, type Caller } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { publishTransition } from '../events/publish.ts';

export type NewRequestInput = InferOutput<typeof newRequestSchema>;
type Stop = NewRequestInput['cities'][number];

const badPlace = (index: number, field: string, key = 'INVALID.CITY') =>
  httpError(400, key, { [`cities.${index}.${field}`]: key });

/** The stops' cities, POIs and country, each checked to exist and to belong together. */
async function loadPlaces(db: DbOrTx, stops: Stop[]) {
  const cityIds = [...new Set(stops.map((s) => s.cityId))];
  const poiIds = [...new Set(stops.flatMap((s) => (s.poiId != null ? [s.poiId] : [])))];
  const cityRows = await db.select().from(cities).where(inArray(cities.id, cityIds));
  const poiRows = poiIds.length ? await db.select().from(pois).where(inArray(pois.id, poiIds)) : [];
  const countryId = stops[0]!.countryId;
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country) throw badPlace(0, 'countryId', 'INVALID.COUNTRY');
  const resolved = stops.map((stop, index) => {
    if (stop.countryId !== countryId) throw badPlace(index, 'countryId', 'INVALID.COUNTRY');
    const city = cityRows.find((c) => c.id === stop.cityId);
    if (!city || city.countryId !== countryId) throw badPlace(index, 'cityId');
    const poi = stop.poiId != null ? poiRows.find((p) => p.id === stop.poiId) : null;
    if (stop.poiId != null && (!poi || poi.cityId !== city.id))
      throw badPlace(index, 'poiId', 'ADDRESS.INVALID');
    return { stop, city, poi: poi ?? null, orderIndex: index };
  });
  return { country, stops: resolved };
}

/** Files the request; answers its id. Nothing is stored unless everything is. */
export async function registerNewRequest(db: Db, caller: Caller, input: NewRequestInput) {
  assertOwnCompany(caller, input.customerId);
  const start = new Date(input.startDatetime);
  const end = new Date(input.endDatetime);
  return db.transaction(async (tx) => {
    const { country, stops } = await loadPlaces(tx, input.cities);
    const departure = stops[0]!;
    const rule = departureRule(departure.city, departure.poi);
    const quote = computeQuote(rule, end.getTime() - start.getTime(), country.vat);
    const [request] = await tx
      .insert(requests)
      .values({
        type: 'business',
        customerId: input.customerId,
        createdBy: caller.accountId,
        countryId: country.id,
        startDatetime: start,
        endDatetime: end,
        status: 'created',
        passengers: input.passengers ?? input.assisted.length,
        services: input.services ?? null,
        serviceNotes: input.servicenotes ?? null,
        helpNotes: input.helpNotes ?? null,
        requiredVehicles: requestedVehicles(input),
        requiredCultures: input.requiredCultures.filter((c) => c !== ''),
        lat: input.lat == null ? null : String(input.lat),
        lng: input.lng == null ? null : String(input.lng),
        currencyCode: country.currencyCode,
        netCents: quote.netCents,
        vatCents: quote.vatCents,
        amountCents: quote.amountCents,
        paPaymentCents: quote.paPaymentCents,
      })
      .returning();
    const id = request!.id;
    await tx.insert(requestCities).values(
      stops.map(({ stop, city, poi, orderIndex }) => ({
        requestId: id,
        orderIndex,
        cityId: city.id,
        poiId: poi?.id ?? null,
        street: poi ? null : (stop.street ?? null),
        streetNumber: poi ? null : (stop.streetNumber ?? null),
        postalCode: stop.postalCode ?? null,
        // The price snapshot: what the rules said when the request was filed.
        cityPriceCents: city.priceCents,
        poiPriceCents: poi?.priceCents ?? null,
        flatPrice: poi?.forfaitHours ?? null,
        // The share of the rule that prices this stop (a POI without a price falls back to the city's rule).
        percToPA: departureRule(city, poi).percToPA,
      })),
    );
    await tx.insert(referents).values(
      input.referents.map((r) => {
        // Older clients send the whole "name and surname" in firstname.
        const name = r.lastname ? { firstname: r.firstname, lastname: r.lastname } : splitName(r.firstname);
        return { requestId: id, ...name, phone: r.phone, mobile: r.mobile, email: r.email };
      }),
    );
    await tx.insert(assistedPeople).values(
      input.assisted.map((a) => ({
        requestId: id,
        firstname: a.firstname,
        lastname: a.lastname,
        title: a.title,
        mobile: a.mobile || null,
      })),
    );
    if (input.travels.length)
      await tx.insert(travels).values(
        input.travels.map((t) => ({
          requestId: id,
          type: t.type,
          code: t.code,
          company: t.company,
          lastname: t.lastname ?? null,
          from: t.from ?? null,
          to: t.to ?? null,
          arrivalDatetime: t.arrivalDatetime ? new Date(t.arrivalDatetime) : null,
        })),
      );
    await audit(tx, caller, {
      entity: 'request',
      entityId: id,
      action: 'register',
      after: { ...request, rule },
    });
    await publishTransition(tx, 'file', request!);
    return { id, amount: quote.amountCents / 100, currencyCode: country.currencyCode };
  });
}
