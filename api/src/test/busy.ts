// Test helpers of the busy-PA rule and the ranked offers: requests at exact times, offers, PA skills and the
// operator's calls (personal-assistant-by-request, assign-request).
import { sql } from 'drizzle-orm';
import type { PaOffer } from '@alfie/shared/contracts';
import { bearer } from './build.ts';
import { milanoRequest, type PaWorld } from './pa.ts';

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** A day 100 days ahead (past every seeded request) at 10:00 UTC: the reference start of the request being assigned. */
export const BASE = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 100 * 86_400_000 + 10 * HOUR;

/** Sets a request's period to [start, end) (epoch milliseconds). */
export async function setPeriod(w: PaWorld, id: number, start: number, end: number): Promise<void> {
  await w.h.db.execute(
    sql`update requests set start_datetime = ${new Date(start).toISOString()},
          end_datetime = ${new Date(end).toISOString()} where id = ${id}`,
  );
}

/** A created Milano request over [start, end) with live offers of `paIds`, in that order of offering. */
export async function offeredRequest(
  w: PaWorld,
  start: number,
  end: number,
  paIds: number[],
): Promise<number> {
  const id = await milanoRequest(w);
  await setPeriod(w, id, start, end);
  for (const [i, paId] of paIds.entries())
    await w.h.db.execute(
      sql`insert into pa_offers (request_id, pa_id, response, created_at)
          values (${id}, ${paId}, 'offered', ${new Date(Date.now() - (paIds.length - i) * MINUTE).toISOString()})`,
    );
  return id;
}

/** A request of `paId` in `status` (assigned by default) over [start, end). */
export async function staffedRequest(
  w: PaWorld,
  paId: number,
  start: number,
  end: number,
  status = 'assigned',
): Promise<number> {
  const id = await milanoRequest(w, { status, pa: paId });
  await setPeriod(w, id, start, end);
  return id;
}

/** Replaces a PA's languages, vehicles and cities. */
export async function setSkills(
  w: PaWorld,
  paId: number,
  skills: { languages: [string, number][]; vehicles: string[]; cityIds: number[] },
): Promise<void> {
  const db = w.h.db;
  await db.execute(sql`delete from pa_languages where pa_id = ${paId}`);
  await db.execute(sql`delete from pa_vehicles where pa_id = ${paId}`);
  await db.execute(sql`delete from pa_cities where pa_id = ${paId}`);
  for (const [culture, level] of skills.languages)
    await db.execute(
      sql`insert into pa_languages (pa_id, culture, knowledge_level) values (${paId}, ${culture}, ${level})`,
    );
  for (const type of skills.vehicles)
    await db.execute(
      sql`insert into pa_vehicles (pa_id, vehicle_type, brand, model, registration_year)
          values (${paId}, ${type}, 'Fiat', 'Panda', 2022)`,
    );
  for (const cityId of skills.cityIds)
    await db.execute(sql`insert into pa_cities (pa_id, city_id) values (${paId}, ${cityId})`);
}

/** The offers of a request as an operator of Italia sees them. */
export async function offersOf(w: PaWorld, token: string, requestId: number): Promise<PaOffer[]> {
  const res = await w.h.app.inject({
    method: 'GET',
    url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${requestId}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as PaOffer[];
}

export const assignPa = (w: PaWorld, token: string, requestId: number, personalAssistantId: number) =>
  w.h.app.inject({
    method: 'POST',
    url: '/Request/alfie/assign-request',
    headers: bearer(token),
    payload: { requestId, personalAssistantId },
  });

/** Sets a country's travel time directly (the API's own rules are tested in pricing/countries.test.ts). */
export async function setBuffer(w: PaWorld, minutes: number, country = 'Italia'): Promise<void> {
  await w.h.db.execute(sql`update countries set travel_buffer_minutes = ${minutes} where name = ${country}`);
}
