// The world of the authorization matrix: the nine callers, the ids that exercise ownership and country scope,
// fresh rows for the state-changing calls, a log of the rows written ("changed nothing") and the field-leak scan.
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { bearer, build, type TestApp } from './build.ts';
import { rowsOf } from '../db/client.ts';
import { signChallenge } from '../modules/two-factor/challenge.ts';

export const CALLERS = [
  'anon',
  'customerA',
  'customerB',
  'operatorIT',
  'operatorFR',
  'recruiter',
  'admin',
  'operator',
  'pa',
] as const;
export type Who = (typeof CALLERS)[number];

const EMAILS: Record<Exclude<Who, 'anon' | 'customerB'>, string> = {
  customerA: 'customer@example.com',
  operatorIT: 'operator@example.com',
  operatorFR: 'operatore.fr@example.com',
  recruiter: 'recruiter@example.com',
  admin: 'admin@example.com',
  operator: 'backoffice@example.com',
  pa: 'pa@example.com',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

type Row = Record<string, unknown>;
const one = async <T = Row>(h: TestApp, query: ReturnType<typeof sql>, what: string): Promise<T> => {
  const [row] = await rowsOf<T>(h.db, query);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
};
const idOf = async (h: TestApp, query: ReturnType<typeof sql>, what: string) =>
  Number((await one<{ id: number }>(h, query, what)).id);

/** Copies a row (all columns but the ones in `fresh`, which the database fills) with some columns set. */
async function cloneRow(
  h: TestApp,
  table: string,
  id: number,
  set: Record<string, unknown>,
  fresh: string[] = ['id'],
): Promise<number> {
  const cols = (
    await rowsOf<{ column_name: string }>(
      h.db,
      sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
    )
  )
    .map((c) => c.column_name)
    .filter((c) => !fresh.includes(c));
  const values = cols.map((c) => (c in set ? sql`${set[c]}` : sql.identifier(c)));
  const [row] = await rowsOf<{ id: number }>(
    h.db,
    sql`insert into ${sql.identifier(table)} (${sql.join(
      cols.map((c) => sql.identifier(c)),
      sql`, `,
    )}) select ${sql.join(values, sql`, `)} from ${sql.identifier(table)} where id = ${id} returning id`,
  );
  if (!row) throw new Error(`no ${table} ${id} to copy`);
  return Number(row.id);
}

/** Copies the children of a request (stops, people, travels) to another request. */
async function cloneChildren(h: TestApp, from: number, to: number): Promise<void> {
  for (const table of ['request_cities', 'referents', 'assisted_people', 'travels']) {
    const rows = await rowsOf<{ id: number }>(
      h.db,
      sql`select id from ${sql.identifier(table)} where request_id = ${from}`,
    );
    for (const r of rows) await cloneRow(h, table, Number(r.id), { request_id: to });
  }
}

let serial = 0;
/** A unique tag for names and e-mails of fresh rows. */
export const tag = () => `${process.pid}x${++serial}`;

export interface Ids {
  italy: number;
  france: number;
  companyA: number;
  companyB: number;
  companyFR: number;
  /** A request of customer A (Italy) whose neighbours id-1 and id+1 are Italian requests of other companies. */
  requestA: number;
  requestB: number;
  requestFR: number;
  /** One past the largest request id: nobody's. */
  requestMissing: number;
  paIT: number;
  /** pa@example.com, the caller 'pa'. */
  paDemo: number;
  paFR: number;
  paMissing: number;
  companyMissing: number;
  /** A pending-capture request of customer A, starting in the future (extension quote). */
  paidA: number;
  paidAEnd: string;
  milano: number;
  malpensa: number;
}

export interface World {
  h: TestApp;
  app: FastifyInstance;
  token: Record<Who, string | null>;
  ids: Ids;
  fresh: ReturnType<typeof freshRows>;
  /** Logs in again (a new token, e.g. for logout). */
  relogin(who: Who): Promise<string | null>;
}

export async function openWorld(): Promise<World> {
  const h = await build();
  const q = <T = Row>(query: ReturnType<typeof sql>, what: string) => one<T>(h, query, what);
  const id = (query: ReturnType<typeof sql>, what: string) => idOf(h, query, what);
  const italy = await id(sql`select id from countries where name = 'Italia'`, 'Italia');
  const france = await id(sql`select id from countries where name = 'France'`, 'France');
  const companyA = await id(sql`select id from companies where email = 'customer@example.com'`, 'customer A');
  const b = await q<{ id: number; email: string }>(
    sql`select c.id, a.email from companies c join accounts a on a.id = c.account_id
        where c.status = 'approved' and c.type = 'customer-b2b' and c.country_id = ${italy} and c.id <> ${companyA}
        order by c.id limit 1`,
    'second approved Italian company',
  );
  const companyB = Number(b.id);
  const companyFR = await id(
    sql`select id from companies where status = 'approved' and type = 'customer-b2b' and country_id = ${france}
        order by id limit 1`,
    'approved French company',
  );
  const requestA = await id(
    sql`select r.id from requests r
        join requests p on p.id = r.id - 1 join requests n on n.id = r.id + 1
        where r.customer_id = ${companyA} and r.country_id = ${italy}
          and p.country_id = ${italy} and n.country_id = ${italy}
          and p.customer_id not in (${companyA}, ${companyB}) and n.customer_id not in (${companyA}, ${companyB})
        order by r.id limit 1`,
    'request of A between requests of other Italian owners',
  );
  const requestB = await id(
    sql`select id from requests where customer_id = ${companyB} order by id limit 1`,
    'request of B',
  );
  const requestFR = await id(
    sql`select id from requests where country_id = ${france} and type = 'business' order by id limit 1`,
    'French request',
  );
  const requestMissing =
    Number((await q<{ m: number }>(sql`select max(id) as m from requests`, 'requests')).m) + 1000;
  const paIT = await id(
    sql`select id from personal_assistants where status = 'approved' and country_id = ${italy} order by id limit 1`,
    'approved Italian PA',
  );
  const paDemo = await id(sql`select id from personal_assistants where email = 'pa@example.com'`, 'demo PA');
  const paFR = await id(
    sql`select id from personal_assistants where country_id = ${france} order by id limit 1`,
    'French PA',
  );
  const paMissing =
    Number((await q<{ m: number }>(sql`select max(id) as m from personal_assistants`, 'PAs')).m) + 1000;
  const companyMissing =
    Number((await q<{ m: number }>(sql`select max(id) as m from companies`, 'companies')).m) + 1000;
  const milano = await id(sql`select id from cities where name = 'Milano'`, 'Milano');
  const malpensa = await id(sql`select id from pois where name = 'Aeroporto di Milano Malpensa'`, 'Malpensa');

  const partial = { h, ids: { italy, france, companyA, companyB, requestA, requestFR } };
  const fresh = freshRows(partial.h, partial.ids);
  const paid = await fresh.request('A', 'pending-capture', { startInDays: 5 });
  const ids: Ids = {
    italy,
    france,
    companyA,
    companyB,
    companyFR,
    requestA,
    requestB,
    requestFR,
    requestMissing,
    paIT,
    paDemo,
    paFR,
    paMissing,
    companyMissing,
    paidA: paid.id,
    paidAEnd: paid.end,
    milano,
    malpensa,
  };
  const emails: Record<Who, string | null> = { ...EMAILS, anon: null, customerB: String(b.email) };
  const login = (who: Who) => (emails[who] ? h.login(emails[who]) : Promise.resolve(null));
  const token = {} as Record<Who, string | null>;
  for (const who of CALLERS) token[who] = await login(who);
  return { h, app: h.app, token, ids, fresh, relogin: login };
}

/** Fresh rows for the calls that change state, so each cell acts on a row of its own. */
export function freshRows(
  h: TestApp,
  ids: Pick<Ids, 'italy' | 'france' | 'companyA' | 'companyB' | 'requestA' | 'requestFR'>,
) {
  const countryOf = (c: 'IT' | 'FR') => (c === 'IT' ? ids.italy : ids.france);
  return {
    /**
     * A copy of a seed request of A, B or a French company, in the given status; future unless `past`; with an
     * approved PA of its country when the status needs one; with an authorized payment when `payment`; confirmed
     * with `owed` cents still owed when `confirmed` (captured in full when 0), else with no closeout recorded.
     */
    async request(
      owner: 'A' | 'B' | 'FR',
      status: string,
      opts: {
        startInDays?: number;
        past?: boolean;
        payment?: boolean;
        offerFrom?: number;
        confirmed?: { owed: number };
      } = {},
    ): Promise<{ id: number; amount: number; end: string }> {
      const source =
        owner === 'FR'
          ? ids.requestFR
          : await idOf(
              h,
              sql`select id from requests where customer_id = ${owner === 'A' ? ids.companyA : ids.companyB}
                  and country_id = ${ids.italy} and currency_code = 'EUR' order by id limit 1`,
              `Italian request of ${owner}`,
            );
      const country = owner === 'FR' ? ids.france : ids.italy;
      const start = opts.past
        ? Date.now() - 3 * DAY
        : Math.floor(Date.now() / DAY) * DAY + (opts.startInDays ?? 3) * DAY + 9 * HOUR;
      const needsPa = !['created', 'cancelled'].includes(status) || opts.payment;
      // The demo data has approved PAs in Italy only (its French requests are served by Italian PAs).
      const pa = needsPa
        ? await idOf(
            h,
            sql`select id from personal_assistants where status = 'approved' order by (country_id = ${country}) desc, id limit 1`,
            'approved PA',
          )
        : null;
      const id = await cloneRow(
        h,
        'requests',
        source,
        {
          status,
          start_datetime: at(start),
          end_datetime: at(start + 2 * HOUR),
          personal_assistant_id: pa,
          pa_payment_instant: null,
          actual_end_datetime: opts.confirmed ? at(start + 2 * HOUR) : null,
          service_confirmed_at: opts.confirmed ? at(start + 3 * HOUR) : null,
          final_amount_cents: null,
          captured_cents: null,
          owed_cents: opts.confirmed?.owed ?? null,
          pa_due_cents: null,
          owed_written_off_at: null,
          owed_written_off_by: null,
          owed_write_off_reason: null,
        },
        ['id', 'u_id'],
      );
      await cloneChildren(h, source, id);
      const r = await one<{ amount_cents: number }>(
        h,
        sql`select amount_cents from requests where id = ${id}`,
        'the copy',
      );
      if (opts.confirmed)
        await h.db.execute(
          sql`update requests set final_amount_cents = amount_cents + ${opts.confirmed.owed},
              captured_cents = amount_cents, pa_due_cents = pa_payment_cents where id = ${id}`,
        );
      if (opts.payment) {
        const t = tag();
        await h.db
          .execute(sql`insert into payments (request_id, kind, order_id, authorization_id, amount_cents,
          currency_code, status, valid_until) values (${id}, 'booking', ${`ORDER-M${t}`}, ${`AUTH-M${t}`},
          ${r.amount_cents}, 'EUR', 'authorized', ${at(Date.now() + 20 * DAY)})`);
      }
      if (opts.offerFrom)
        await h.db.execute(
          sql`insert into pa_offers (request_id, pa_id, response) values (${id}, ${opts.offerFrom}, 'offered')`,
        );
      return { id, amount: Number(r.amount_cents), end: at(start + 2 * HOUR) };
    },

    /** A request of A assigned to `paId`, starting within the hour: its field window is open. */
    async fieldService(paId: number): Promise<number> {
      const r = await this.request('A', 'assigned');
      await h.db.execute(
        sql`update requests set personal_assistant_id = ${paId}, start_datetime = now() + interval '1 hour',
            end_datetime = now() + interval '3 hours' where id = ${r.id}`,
      );
      return r.id;
    },

    /** A request of `c` assigned to `paId` that started two hours ago, whose PA reported the guest not found. */
    async noShowService(c: 'A' | 'FR', paId: number): Promise<number> {
      const r = await this.request(c, 'assigned');
      await h.db.execute(
        sql`update requests set personal_assistant_id = ${paId}, start_datetime = now() - interval '2 hours',
            end_datetime = now() where id = ${r.id}`,
      );
      const t = tag();
      await h.db.execute(
        sql`insert into field_reports (request_id, pa_id, status, at, note, idempotency_key) values
            (${r.id}, ${paId}, 'on-the-way', now() - interval '3 hours', null, ${`matrix-1-${t}`}),
            (${r.id}, ${paId}, 'at-meeting-point', now() - interval '130 minutes', null, ${`matrix-2-${t}`}),
            (${r.id}, ${paId}, 'no-show', now() - interval '30 minutes', 'Nobody came', ${`matrix-3-${t}`})`,
      );
      return r.id;
    },

    /** A created future request of A whose stops are all in Milano (a city of pa@), with an offer of `offerFrom`. */
    async inMilano(offerFrom?: number): Promise<number> {
      const r = await this.request('A', 'created', offerFrom ? { offerFrom } : {});
      await h.db.execute(
        sql`update request_cities set city_id = (select id from cities where name = 'Milano'), poi_id = null,
            street = coalesce(street, 'Via Roma') where request_id = ${r.id}`,
      );
      return r.id;
    },

    /** A created request of that country with an offer from an approved PA of the same country. */
    async assignable(c: 'IT' | 'FR'): Promise<{ requestId: number; personalAssistantId: number }> {
      const pa = await this.applicant(c, 'approved');
      const r = await this.request(c === 'IT' ? 'A' : 'FR', 'created', { offerFrom: pa });
      return { requestId: r.id, personalAssistantId: pa };
    },

    /** A company waiting for a decision whose country typed at signup Alfie does not serve. */
    async unservedCompany(): Promise<number> {
      const id = await this.company('IT');
      await h.db.execute(sql`update companies set country = 'Atlantide', country_id = null where id = ${id}`);
      return id;
    },

    /** A company waiting for a decision (no login), or with a login (`withAccount`) and approved. */
    async company(c: 'IT' | 'FR', opts: { withAccount?: boolean } = {}): Promise<number> {
      const t = tag();
      const source = await idOf(
        h,
        sql`select id from companies where type = 'customer-b2b' and country_id = ${countryOf(c)} order by id limit 1`,
        'company',
      );
      const accountId = opts.withAccount ? await this.account('customer', `company${t}`) : null;
      return cloneRow(h, 'companies', source, {
        account_id: accountId,
        status: opts.withAccount ? 'approved' : 'created',
        email: `matrix-company-${t}@example.com`,
        deleted_at: null,
      });
    },

    /**
     * A copy of the account of that e-mail (or of the first active account of that role) under another e-mail;
     * same password hash, so the demo password works.
     */
    async account(like: string, name: string): Promise<number> {
      const source = await idOf(
        h,
        sql`select id from accounts where (email = ${like} or role = ${like}) and status = 'active' order by id limit 1`,
        like,
      );
      return cloneRow(h, 'accounts', source, {
        email: `matrix-${name}@example.com`,
        status: 'active',
        token_version: 0,
      });
    },

    /** An operator account like the demo one of that e-mail (role and country), under a new e-mail. */
    async operator(like = 'operator@example.com'): Promise<{ id: number; accountId: number }> {
      const t = tag();
      const accountId = await this.account(like, `operator${t}`);
      const source = await idOf(
        h,
        sql`select o.id from operators o join accounts a on a.id = o.account_id where a.email = ${like}`,
        like,
      );
      const id = await cloneRow(h, 'operators', source, {
        account_id: accountId,
        email: `matrix-operator${t}@example.com`,
      });
      return { id, accountId };
    },

    /** A PA applicant waiting for a decision (or already decided). */
    async applicant(c: 'IT' | 'FR', status = 'created'): Promise<number> {
      const source = await idOf(
        h,
        sql`select id from personal_assistants where country_id = ${countryOf(c)} order by id limit 1`,
        'PA',
      );
      return cloneRow(h, 'personal_assistants', source, {
        status,
        email: `matrix-pa-${tag()}@example.com`,
        account_id: null,
      });
    },

    /** A city rule of Italy that no request uses. */
    async city(): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(
        h.db,
        sql`insert into cities (country_id, name, price_cents, perc_to_pa)
            values (${ids.italy}, ${`Matrix city ${tag()}`}, 4000, 30) returning id`,
      );
      return Number(row!.id);
    },

    /** A country without cities. */
    async country(): Promise<{ name: string; code: string }> {
      const t = tag();
      const c = { name: `Matrixland ${t}`, code: `MX${t.replace(/\D/g, '').slice(-5)}` };
      await h.db
        .execute(sql`insert into countries (name, code, vat, withholding_tax, currency_symbol, currency_code)
        values (${c.name}, ${c.code}, 20, 0, '€', 'EUR')`);
      return c;
    },

    /** A reset token of a throwaway account (as the mail link would carry it). */
    async resetToken(): Promise<string> {
      const accountId = await this.account('customer', `reset${tag()}`);
      const token = `matrix-reset-${tag()}-${'x'.repeat(20)}`;
      const { hashResetToken } = await import('../auth/reset-tokens.ts');
      await h.db.execute(sql`insert into password_reset_tokens (account_id, token_hash, expires_at)
        values (${accountId}, ${hashResetToken(token)}, ${at(Date.now() + HOUR)})`);
      return token;
    },
  };
}

/** A current TOTP code of a base32 secret. */
export const totpNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/**
 * Turns two-factor on for the account of `token` (if off); answers unused recovery codes and the account's new
 * session token (enabling ends the sessions opened before, `token` included).
 */
export async function enableTwoFactor(w: World, token: string): Promise<{ codes: string[]; token: string }> {
  const inject = (url: string, payload?: unknown) =>
    w.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setup = await inject('/Auth/two-factor/setup');
  if (setup.statusCode !== 200)
    throw new Error(`two-factor setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const on = await inject('/Auth/two-factor/enable', { code: totpNow(secret) });
  if (on.statusCode !== 200) throw new Error(`two-factor enable answered ${on.statusCode}: ${on.body}`);
  const body = on.json() as { recoveryCodes: string[]; token: string };
  return { codes: body.recoveryCodes, token: body.token };
}

/** A login challenge for an account with two-factor on (what /Auth/authenticate answers it). */
export async function challengeFor(w: World, accountId: number): Promise<string> {
  const [row] = await rowsOf<{ token_version: number }>(
    w.h.db,
    sql`select token_version from accounts where id = ${accountId}`,
  );
  return signChallenge({ accountId, tokenVersion: Number(row!.token_version) }, w.h.config.jwtSecret);
}

const watched = new WeakSet<TestApp>();
/**
 * Every row written from now on (insert, update, delete; a truncate too) is logged by a trigger, in the same
 * transaction as the write: a call that fails and rolls back leaves no entry. Hashing every table's content twice per
 * cell took half of the matrix's time; counting the log is a few rows.
 */
async function watchWrites(h: TestApp): Promise<void> {
  if (watched.has(h)) return;
  watched.add(h);
  const tables = (
    await rowsOf<{ table_name: string }>(
      h.db,
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'login_throttle'
          order by table_name`,
    )
  ).map((t) => t.table_name);
  await h.db.execute(sql`create table matrix_writes (id bigserial primary key, t text not null)`);
  await h.db.execute(
    sql.raw(`create function matrix_write() returns trigger language plpgsql as $$
      begin insert into matrix_writes (t) values (tg_table_name); return null; end $$`),
  );
  for (const t of tables) {
    await h.db.execute(
      sql`create trigger matrix_write after insert or update or delete on ${sql.identifier(t)}
          for each row execute function matrix_write()`,
    );
    await h.db.execute(
      sql`create trigger matrix_truncate after truncate on ${sql.identifier(t)}
          for each statement execute function matrix_write()`,
    );
  }
}

/**
 * The rows written so far, counted by table (login_throttle excepted: it counts attempts by design). Equal before
 * and after a refused call means the call wrote nothing, not even a row put back as it was.
 */
export async function fingerprint(h: TestApp): Promise<Record<string, string>> {
  await watchWrites(h);
  const rows = await rowsOf<{ t: string; n: string }>(
    h.db,
    sql`select t, count(*)::text as n from matrix_writes group by t`,
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

// Keys that must never reach a client: secrets, hashes, token versions; a snake_case key is a raw database column
// (the API answers camelCase), and deletedAt / secretBox / tokenHash are internal bookkeeping.
const SECRET_KEY =
  /^(password|passwordhash|hash|tokenhash|token|tokenversion|ver|secret|secretbox|totp.*|.*recoverycodes?|challenge|deletedat|usedat|otpauthuri)$/i;
const SECRET_VALUE = [
  { what: 'a password hash', re: /^\$argon2|^\$2[aby]\$|^!deleted$/ },
  { what: 'a JWT', re: /^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+$/ },
  { what: 'an otpauth secret', re: /^otpauth:\/\//i },
];

/** What an answer shows that it must not: each finding as 'path: reason'. `reveals` lists allowed paths. */
export function leaks(body: unknown, reveals: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (reveals.includes(path.replace(/\[\d+\]/g, '[]'))) return;
    if (typeof v === 'string') {
      for (const s of SECRET_VALUE) if (s.re.test(v)) found.push(`${path}: ${s.what}`);
      return;
    }
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (reveals.includes(p.replace(/\[\d+\]/g, '[]'))) continue;
        if (SECRET_KEY.test(k)) found.push(`${p}: secret or internal key`);
        else if (k.includes('_')) found.push(`${p}: raw column name`);
        walk(x, p);
      }
    }
  };
  walk(body, '');
  return found;
}

/** 'METHOD /path' of every route the app registered (lower case, no trailing slash), from printRoutes. */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      out.push(`${method} ${normalize(path)}`);
  }
  return out;
}

export const normalize = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

/** What a list may hold for a caller: items of one country (by their id in `table`), or the caller's company's. */
export type Scope =
  | { country: 'requests' | 'companies' | 'personal_assistants' | 'operators'; key?: string }
  | { cities: true }
  | { own: 'requests' };

/** The country a caller is tied to (null: every country). */
export function countryOfCaller(w: World, who: Who): number | null {
  if (who === 'operatorIT' || who === 'recruiter' || who === 'operator') return w.ids.italy;
  if (who === 'operatorFR') return w.ids.france;
  return null;
}

/**
 * The entries of a list answer that the caller must not see; for callers that see every country, a list holding
 * only one country is reported too, so the check proves it could see a leak.
 */
export async function outOfScope(w: World, who: Who, body: unknown, scope: Scope): Promise<string[]> {
  if (!Array.isArray(body)) return [`${who}: not a list`];
  if ('cities' in scope) {
    const country = countryOfCaller(w, who);
    if (country === null) return [];
    const names = new Set(
      (
        await rowsOf<{ name: string }>(w.h.db, sql`select name from cities where country_id = ${country}`)
      ).map((c) => c.name),
    );
    return (body as string[])
      .filter((n) => !names.has(n.split(' - ')[0]!))
      .map((n) => `${who} sees city ${n}`);
  }
  const key = 'country' in scope ? (scope.key ?? 'id') : 'id';
  const ids = (body as Record<string, unknown>[]).map((item) => Number(item[key]));
  if (ids.length === 0) return [];
  const table = 'country' in scope ? scope.country : scope.own;
  const rows = await rowsOf<{ id: number; country_id: number; customer_id?: number }>(
    w.h.db,
    sql`select * from ${sql.identifier(table)} where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  if ('own' in scope) {
    const company = who === 'customerA' ? w.ids.companyA : w.ids.companyB;
    return rows
      .filter((r) => Number(r.customer_id) !== company)
      .map((r) => `${who} sees ${table} ${r.id} of company ${r.customer_id}`);
  }
  const country = countryOfCaller(w, who);
  if (country === null) {
    const seen = new Set(rows.map((r) => Number(r.country_id)));
    return seen.has(w.ids.italy) && seen.has(w.ids.france)
      ? []
      : [`${who} sees one country only in ${table}`];
  }
  return rows
    .filter((r) => Number(r.country_id) !== country)
    .map((r) => `${who} sees ${table} ${r.id} of country ${r.country_id}`);
}
