// The offers of a request as the assignment page weighs them: each with its fit (score and reasons) and its
// conflict (the PA's overlapping assignment, or null), best score first and conflicting PAs last.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  centsToUnits,
  STAFFED_STATUSES,
  type PaOffer,
  type PersonalAssistant,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { cities, countries, paCities, requestCities, requests } from '../../../db/schema.ts';
import { conflictsOf } from './busy.ts';
import { offerFitOf } from './fit.ts';

type RequestRow = typeof requests.$inferSelect;
type Offer = PersonalAssistant & { response: string };

/** Start of the (Monday) week of `at` in Italian time, as a timestamptz expression; `weeks` later when given. */
const weekStart = (at: Date, weeks = 0) =>
  sql`((date_trunc('week', ${at.toISOString()}::timestamptz at time zone 'Europe/Rome')
        + ${weeks}::int * interval '7 days') at time zone 'Europe/Rome')`;

/** Staffed requests of each PA starting in the week of `request`'s start, the request itself left out. */
async function weekLoads(db: DbOrTx, request: RequestRow, paIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ paId: requests.personalAssistantId, n: count() })
    .from(requests)
    .where(
      and(
        inArray(requests.personalAssistantId, paIds),
        ne(requests.id, request.id),
        inArray(requests.status, [...STAFFED_STATUSES]),
        sql`${requests.startDatetime} >= ${weekStart(request.startDatetime)}`,
        sql`${requests.startDatetime} < ${weekStart(request.startDatetime, 1)}`,
      ),
    )
    .groupBy(requests.personalAssistantId);
  return new Map(rows.map((r) => [r.paId!, r.n]));
}

export async function rankOffers(db: DbOrTx, request: RequestRow, offers: Offer[]): Promise<PaOffer[]> {
  if (offers.length === 0) return [];
  const paIds = offers.map((o) => o.id);
  const [stops, worksIn, loads, conflicts, [country]] = await Promise.all([
    db
      .select({ cityId: requestCities.cityId, city: cities.name })
      .from(requestCities)
      .innerJoin(cities, eq(cities.id, requestCities.cityId))
      .where(eq(requestCities.requestId, request.id))
      .orderBy(asc(requestCities.orderIndex)),
    db
      .select({ paId: paCities.paId, cityId: paCities.cityId })
      .from(paCities)
      .where(inArray(paCities.paId, paIds)),
    weekLoads(db, request, paIds),
    conflictsOf(db, request, paIds),
    request.countryId == null
      ? Promise.resolve([])
      : db
          .select({ currencyCode: countries.currencyCode })
          .from(countries)
          .where(eq(countries.id, request.countryId)),
  ]);
  const paCost = {
    amount: centsToUnits(request.paPaymentCents),
    currencyCode: country?.currencyCode ?? 'EUR',
  };
  const ranked = offers.map((o, order) => ({
    order,
    offer: {
      ...o,
      conflict: conflicts.get(o.id) ?? null,
      fit: offerFitOf({
        needs: {
          requiredCultures: request.requiredCultures,
          requiredVehicles: request.requiredVehicles,
          stops,
        },
        pa: {
          languages: o.languagesSpoken,
          vehicleTypes: o.vehicles.map((v) => v.vehicleType),
          cityIds: worksIn.filter((w) => w.paId === o.id).map((w) => w.cityId),
        },
        weekAssignments: loads.get(o.id) ?? 0,
        paCost,
      }),
    },
  }));
  // Free PAs first, then the best score; equal ones keep the order in which they offered.
  ranked.sort(
    (a, b) =>
      Number(a.offer.conflict != null) - Number(b.offer.conflict != null) ||
      b.offer.fit.score - a.offer.fit.score ||
      a.order - b.order,
  );
  return ranked.map((r) => r.offer);
}
