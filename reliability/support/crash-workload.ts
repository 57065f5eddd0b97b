// Concurrent clients for the crash test: registrations, password-reset requests, new requests, approvals and
// assignments, each recording what the API acknowledged so the test can look for it after the crashes.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OpenDb } from './database.ts';
import { call, declaredPaths, login, sleep, type Answer } from './http.ts';
import { registration as signup } from '../../api/src/test/registration.ts';

export interface Reference {
  customerCompanyId: number;
  stop: { countryId: number; cityId: number; poiId: number | null };
  companies: number[];
  pas: number[];
  assignable: { requestId: number; paIds: number[] }[];
}

export interface OpStats {
  sent: number;
  acked: number;
  conflict: number;
  unreachable: number;
}

export interface Ledger {
  registrations: Map<string, number>;
  resets: Set<string>;
  newRequests: Set<string>;
  companyDecisions: Map<number, string[]>;
  paDecisions: Map<number, string[]>;
  assignments: Map<number, number[]>;
  unexpected: { op: string; status: number; body: unknown }[];
  stats: Record<string, OpStats>;
}

export function newLedger(): Ledger {
  return {
    registrations: new Map(),
    resets: new Set(),
    newRequests: new Set(),
    companyDecisions: new Map(),
    paDecisions: new Map(),
    assignments: new Map(),
    unexpected: [],
    stats: {},
  };
}

/** Reads what the clients may act on: approvable companies and PAs, assignable requests, a priced place. */
export async function loadReference(db: OpenDb): Promise<Reference> {
  const [customer] = await db.rows<{ id: number }>(
    sql`select c.id from companies c join accounts a on a.id = c.account_id where a.email = 'customer@example.com'`,
  );
  const [stop] = await db.rows<{ country_id: number; city_id: number; poi_id: number | null }>(
    sql`select ci.country_id, ci.id as city_id, (select p.id from pois p where p.city_id = ci.id order by p.id limit 1) as poi_id
        from cities ci order by ci.id limit 1`,
  );
  const companies = await db.rows<{ id: number }>(
    sql`select id from companies where status = 'created' and deleted_at is null order by id`,
  );
  const pas = await db.rows<{ id: number }>(
    sql`select id from personal_assistants where status = 'created' order by id`,
  );
  const offers = await db.rows<{ request_id: number; pa_id: number }>(
    sql`select o.request_id, o.pa_id from pa_offers o
          join requests r on r.id = o.request_id
          join personal_assistants p on p.id = o.pa_id
        where r.status = 'created' and r.personal_assistant_id is null and p.status = 'approved'
          and o.response <> 'read' and r.start_datetime > now()
        order by o.request_id, o.pa_id`,
  );
  const byRequest = new Map<number, number[]>();
  for (const o of offers) byRequest.set(o.request_id, [...(byRequest.get(o.request_id) ?? []), o.pa_id]);
  return {
    customerCompanyId: customer!.id,
    stop: { countryId: stop!.country_id, cityId: stop!.city_id, poiId: stop!.poi_id },
    companies: companies.map((c) => c.id),
    pas: pas.map((p) => p.id),
    assignable: [...byRequest].map(([requestId, paIds]) => ({ requestId, paIds })),
  };
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

export function newRequestPayload(customerId: number, stop: Reference['stop'], marker: string) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  return {
    type: 'business',
    customerId,
    personalAssistantId: null,
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    cities: [
      {
        countryId: stop.countryId,
        cityId: stop.cityId,
        ...(stop.poiId ? { poiId: stop.poiId } : { street: 'Via Roma 1' }),
        orderIndex: 0,
      },
    ],
    lat: '1',
    lng: '2',
    passengers: 1,
    requiredVehicle: 'carType1',
    requiredCultures: ['it'],
    referents: [
      {
        firstname: 'Anna',
        lastname: 'Rossi',
        email: 'anna.rossi@example.com',
        phone: '+39 02 1234567',
        mobile: '+39 333 1234567',
      },
    ],
    assisted: [{ firstname: 'Marco', lastname: 'Bianchi', title: 'CEO' }],
    servicenotes: 'crash test',
    helpNotes: marker,
    travels: [],
  };
}

function registration(email: string) {
  return signup(email, {
    company: { BusinessName: `Crash ${email.slice(0, 12)}` },
    account: { Password: 'Crash-Test-2026!', Language: pick(['it', 'en', 'fr']) },
  });
}

export interface Workload {
  /** Stops the clients and waits for the calls in flight. */
  stop(): Promise<void>;
  /** Which operations the running API offers (decided on its first answer to /docs/json). */
  enabled(): string[];
}

/** Runs `clients` loops against whichever API answers at `base` (it may be down between restarts). */
export function runWorkload(base: string, ref: Reference, ledger: Ledger, clients = 8): Workload {
  let running = true;
  const tokens = new Map<string, string>();
  let ops: string[] | null = null;
  const approvableCompanies = [...ref.companies];
  const resetTried = new Set<string>();

  async function token(email: string): Promise<string | null> {
    const t = tokens.get(email) ?? (await login(base, email));
    if (t) tokens.set(email, t);
    return t;
  }

  async function decideOps(): Promise<string[] | null> {
    const paths = await declaredPaths(base);
    if (paths.size === 0) return null;
    const has = (p: string) => paths.has(p.toLowerCase());
    const list = ['register', 'register', 'reset'];
    if (has('/Request/alfie/register-new-request')) list.push('new-request', 'new-request');
    if (has('/customer/alfie/approve-customer')) list.push('approve-customer');
    if (has('/PersonalAssistant/alfie/approve-personal-assistant') && ref.pas.length) list.push('approve-pa');
    if (has('/Request/alfie/assign-request') && ref.assignable.length) list.push('assign', 'assign');
    return list;
  }

  function count(op: string, res: Answer | null, ok: boolean, conflict = false): boolean {
    const s = (ledger.stats[op] ??= { sent: 0, acked: 0, conflict: 0, unreachable: 0 });
    s.sent++;
    if (!res) s.unreachable++;
    else if (ok) s.acked++;
    else if (conflict) s.conflict++;
    else ledger.unexpected.push({ op, status: res.status, body: res.body });
    return res !== null;
  }

  async function one(client: number, n: number): Promise<boolean | void> {
    const op = pick(ops!);
    const ip = `10.77.${client}.${n % 250}`;
    switch (op) {
      case 'register': {
        const email = `crash-${randomUUID().slice(0, 13)}@example.com`;
        const res = await call(base, 'POST', '/Auth/registercustomer', {
          body: registration(email),
          headers: { 'x-forwarded-for': ip },
        });
        const ok = res?.status === 200;
        if (ok) {
          const id = (res.body as { id: number }).id;
          ledger.registrations.set(email, id);
          approvableCompanies.push(id);
        }
        return count(op, res, ok);
      }
      case 'reset': {
        // One attempt per account, so the hourly cap on reset mails never hides an acknowledged one.
        const candidates = [...ledger.registrations.keys()].filter((e) => !resetTried.has(e));
        if (candidates.length === 0) return;
        const email = pick(candidates);
        resetTried.add(email);
        const res = await call(
          base,
          'GET',
          `/Auth/generateresetpasswordtoken?username=${encodeURIComponent(email)}&role=customer`,
          {
            headers: { 'x-forwarded-for': ip },
          },
        );
        if (res?.status === 200) ledger.resets.add(email);
        return count(op, res, res?.status === 200);
      }
      case 'new-request': {
        const t = await token('customer@example.com');
        if (!t) return false;
        const marker = `crash-${randomUUID()}`;
        const res = await call(base, 'POST', '/Request/alfie/register-new-request', {
          token: t,
          body: newRequestPayload(ref.customerCompanyId, ref.stop, marker),
        });
        const ok = res !== null && res.status >= 200 && res.status < 300;
        if (ok) ledger.newRequests.add(marker);
        return count(op, res, ok);
      }
      case 'approve-customer': {
        const t = await token(pick(['admin@example.com', 'backoffice@example.com']));
        if (!t || approvableCompanies.length === 0) return false;
        const id = pick(approvableCompanies);
        const Status = pick(['approved', 'approved', 'rejected']);
        const res = await call(base, 'POST', '/customer/alfie/approve-customer', {
          token: t,
          body: { CustomerId: id, Status },
        });
        if (res?.status === 200)
          ledger.companyDecisions.set(id, [...(ledger.companyDecisions.get(id) ?? []), Status]);
        return count(op, res, res?.status === 200, res?.status === 409);
      }
      case 'approve-pa': {
        const t = await token(pick(['admin@example.com', 'backoffice@example.com']));
        if (!t) return false;
        const id = pick(ref.pas);
        const status = pick(['approved', 'rejected']);
        const res = await call(base, 'POST', '/PersonalAssistant/alfie/approve-personal-assistant', {
          token: t,
          body: { personalAssistantId: id, status },
        });
        if (res?.status === 200) ledger.paDecisions.set(id, [...(ledger.paDecisions.get(id) ?? []), status]);
        return count(op, res, res?.status === 200, res?.status === 409);
      }
      case 'assign': {
        const t = await token(pick(['admin@example.com', 'backoffice@example.com']));
        if (!t) return false;
        const { requestId, paIds } = pick(ref.assignable);
        const paId = pick(paIds);
        const res = await call(base, 'POST', '/Request/alfie/assign-request', {
          token: t,
          body: { requestId, personalAssistantId: paId },
        });
        if (res?.status === 200)
          ledger.assignments.set(requestId, [...(ledger.assignments.get(requestId) ?? []), paId]);
        return count(op, res, res?.status === 200, res?.status === 409);
      }
    }
  }

  async function loop(client: number): Promise<void> {
    let n = 0;
    while (running) {
      if (!ops) {
        ops = await decideOps();
        if (!ops) {
          await sleep(100);
          continue;
        }
      }
      const reached = await one(client, n++);
      await sleep(reached === false ? 100 : 5 + Math.random() * 20);
    }
  }

  const loops = Array.from({ length: clients }, (_, i) => loop(i));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    enabled: () => [...new Set(ops ?? [])],
  };
}
