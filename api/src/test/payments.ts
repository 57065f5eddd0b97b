// Helpers of the payment tests: demo rows to pay for and the payment body the page would send.
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, companies, countries, requests } from '../db/schema.ts';
import { bearer, type TestApp } from './build.ts';

let orders = 0;
/** A fresh PayPal-like order and authorization id pair. */
export function ids(): { orderId: string; authorizationId: string } {
  orders += 1;
  const tag = `${process.pid}${orders}${Math.floor(Math.random() * 1e6)}`;
  return { orderId: `ORDER-${tag}`, authorizationId: `AUTH-${tag}` };
}

export async function companyOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`no company for ${email}`);
  return row.id;
}

/** A request of the company (or of any other company with `others`) in that status, starting in the future. */
export async function requestIn(
  db: Db,
  status: (typeof requests.$inferSelect)['status'],
  company: { mine: number } | { notMine: number },
  country?: string,
) {
  const rows = await db
    .select({ request: requests, country: countries.name })
    .from(requests)
    .innerJoin(countries, eq(countries.id, requests.countryId))
    .where(
      and(
        eq(requests.status, status),
        'mine' in company ? eq(requests.customerId, company.mine) : ne(requests.customerId, company.notMine),
        gt(requests.startDatetime, new Date()),
        eq(requests.currencyCode, 'EUR'),
        country ? eq(countries.name, country) : undefined,
      ),
    )
    .orderBy(asc(requests.id))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no ${status} request in the demo data`);
  return row.request;
}

export function body(
  request: { id: number; amountCents: number },
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return { id: null, requestId: request.id, amount: request.amountCents, ...ids(), endDatetime: '', ...over };
}

/** The customer's saveIntent with `payload` (the order must be known to the fake PayPal); answers the payment id. */
export async function saveIntent(
  h: TestApp,
  token: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/payment/alfie/saveIntent',
    headers: bearer(token),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`saveIntent answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
}
