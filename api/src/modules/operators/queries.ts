// Reads of the operator-accounts area: the list (active accounts only) and one operator with its account.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Operator } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, countries, operators } from '../../db/schema.ts';

const columns = {
  id: operators.id,
  firstname: operators.firstname,
  lastname: operators.lastname,
  email: operators.email,
  createdDate: operators.createdDate,
  accountId: accounts.id,
  username: accounts.email,
  role: accounts.role,
  language: accounts.language,
  status: accounts.status,
  countryId: operators.countryId,
  country: countries.name,
};

export type OperatorRow = Awaited<ReturnType<typeof findOperator>> & object;

export const toOperator = (r: OperatorRow): Operator => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  email: r.email,
  createdDate: r.createdDate.toISOString(),
  // The password never leaves the server.
  account: { id: r.accountId, username: r.username, role: r.role, country: r.country },
});

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(operators)
    .innerJoin(accounts, eq(accounts.id, operators.accountId))
    .leftJoin(countries, eq(countries.id, operators.countryId));

const active = eq(accounts.status, 'active');

/** Active operators by id, of the `scope` country when not null; `limit + 1` after `afterId` when paging. */
export async function operatorPage(
  db: DbOrTx,
  scope: number | null,
  limit?: number,
  afterId?: number | null,
) {
  const where = and(active, scope === null ? undefined : eq(operators.countryId, scope));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(operators)
    .innerJoin(accounts, eq(accounts.id, operators.accountId))
    .where(where);
  const rows = await base(db)
    .where(and(where, afterId ? gt(operators.id, afterId) : undefined))
    .orderBy(asc(operators.id))
    .limit(limit ? limit + 1 : 1_000_000);
  return { total, rows };
}

/** One active operator (locked for update inside a transaction when asked). */
export async function findOperator(db: DbOrTx, id: number, lock = false) {
  const q = base(db).where(and(eq(operators.id, id), active));
  const [row] = lock ? await q.for('update', { of: [operators, accounts] }) : await q;
  return row ?? null;
}
