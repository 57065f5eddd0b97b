// Test helpers of the PA's side: a valid application, two PA logins of the demo data, the calls, and requests in a
// given state.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, build, type BuildOptions, type TestApp } from './build.ts';
import { rowsOf } from '../db/client.ts';

export const APPLY = '/PersonalAssistant/alfie/apply';
export const OPEN = '/pa/alfie/open-requests';
export const OFFER = '/pa/alfie/offer';
export const WITHDRAW = '/pa/alfie/withdraw-offer';
export const OFFERS = '/pa/alfie/offers';
export const ASSIGNMENTS = '/pa/alfie/assignments';

/** A valid PA application with a fresh e-mail; `over` replaces fields. */
export const application = (over: Record<string, unknown> = {}) => ({
  firstname: 'Marta',
  lastname: 'Ferri',
  email: `marta.ferri.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '',
  mobile: '+39 333 1234567',
  homeTown: 'Milano',
  birthdate: '1994-05-20',
  job: 'Hostess - Fiera Milano',
  hobby: 'Vela',
  languagesSpoken: [
    { culture: 'it', knowledgeLevel: 100 },
    { culture: 'fr', knowledgeLevel: 80 },
  ],
  vehicles: [{ vehicleType: 'carType2', brand: 'Volkswagen', model: 'Golf', registrationYear: 2020 }],
  cityIds: [1],
  language: 'fr',
  privacy: true,
  ...over,
});

type Method = 'GET' | 'POST';

export interface PaWorld {
  h: TestApp;
  /** pa@example.com (Milano, Roma) and a second approved PA with a login, who also works in Milano. */
  pa: { id: number; token: string };
  pa2: { id: number; token: string };
  milano: number;
  call(token: string | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  one<T>(query: ReturnType<typeof sql>): Promise<T>;
}

export async function paWorld(
  t: { after: (fn: () => Promise<void>) => void },
  opts: BuildOptions = {},
): Promise<PaWorld> {
  const h = await build(opts);
  t.after(() => h.close());
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = await rowsOf<T>(h.db, query);
    if (!row) throw new Error('no row');
    return row;
  };
  const milano = Number((await one<{ id: number }>(sql`select id from cities where name = 'Milano'`)).id);
  const first = await one<{ id: number }>(
    sql`select id from personal_assistants where email = 'pa@example.com'`,
  );
  const second = await one<{ id: number; email: string }>(
    sql`select p.id, a.email from personal_assistants p join accounts a on a.id = p.account_id
        where p.status = 'approved' and p.email <> 'pa@example.com' order by p.id limit 1`,
  );
  await h.db.execute(
    sql`insert into pa_cities (pa_id, city_id) values (${second.id}, ${milano}) on conflict do nothing`,
  );
  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    h.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  return {
    h,
    pa: { id: Number(first.id), token: await h.login('pa@example.com') },
    pa2: { id: Number(second.id), token: await h.login(second.email) },
    milano,
    call,
    one,
  };
}

/**
 * A fresh request in Milano copied from a seeded one (stops, referents, assisted people, travels), starting in
 * `startInDays`, in `status`, without offers; `pa` assigns it.
 */
export async function milanoRequest(
  w: PaWorld,
  opts: { status?: string; startInDays?: number; pa?: number | null; city?: number } = {},
): Promise<number> {
  const source = await w.one<{ id: number }>(
    sql`select r.id from requests r where r.type = 'business'
        and exists (select 1 from request_cities rc where rc.request_id = r.id and rc.city_id = ${w.milano})
        and not exists (select 1 from request_cities rc where rc.request_id = r.id and rc.city_id <> ${w.milano})
        and exists (select 1 from travels t where t.request_id = r.id)
        order by r.id limit 1`,
  );
  const start = Date.now() + (opts.startInDays ?? 3) * 86_400_000;
  const { id } = await w.one<{ id: number }>(
    sql`insert into requests (type, customer_id, created_by, country_id, start_datetime, end_datetime, status,
          personal_assistant_id, passengers, services, service_notes, help_notes, required_vehicles,
          required_cultures, currency_code, net_cents, vat_cents, amount_cents, pa_payment_cents)
        select type, customer_id, created_by, country_id, ${new Date(start).toISOString()},
          ${new Date(start + 2 * 3_600_000).toISOString()}, ${opts.status ?? 'created'}, ${opts.pa ?? null},
          passengers, services, service_notes, help_notes, '{carType1}', '{it,en}', currency_code, net_cents,
          vat_cents, amount_cents, pa_payment_cents
        from requests where id = ${source.id} returning id`,
  );
  await w.h.db.execute(
    sql`insert into request_cities (request_id, order_index, city_id, poi_id, street, street_number, postal_code,
          city_price_cents, poi_price_cents, flat_price, perc_to_pa)
        select ${id}, order_index, ${opts.city ?? w.milano}, case when ${opts.city ?? null}::int is null then poi_id end,
          coalesce(street, 'Via Roma'), street_number, postal_code, city_price_cents, poi_price_cents, flat_price,
          perc_to_pa
        from request_cities where request_id = ${source.id}`,
  );
  for (const table of ['referents', 'assisted_people', 'travels']) {
    const cols = (
      await rowsOf<{ c: string }>(
        w.h.db,
        sql`select column_name c from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} and column_name not in ('id', 'request_id')`,
      )
    ).map((r) => sql.identifier(r.c));
    await w.h.db.execute(
      sql`insert into ${sql.identifier(table)} (request_id, ${sql.join(cols, sql`, `)})
          select ${id}, ${sql.join(cols, sql`, `)} from ${sql.identifier(table)} where request_id = ${source.id}`,
    );
  }
  return Number(id);
}
