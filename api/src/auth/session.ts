// A signed-in session: the account a login reads, its token and the login answer. Shared by the password login
// (modules/auth) and the two-factor step (modules/two-factor), so neither module imports the other's service.
import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, Role } from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../db/client.ts';
import { accounts, companies, operators, personalAssistants } from '../db/schema.ts';
import { signToken } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  appUrl: string;
}

/** The condition "this account's e-mail is `email`", case and surrounding spaces aside. */
export const emailIs = (email: string) => sql`lower(${accounts.email}) = lower(${email.trim()})`;

/** The account with what login needs: its company (customers), operator row or PA row. */
export async function findLoginAccount(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      role: accounts.role,
      accountType: accounts.accountType,
      status: accounts.status,
      language: accounts.language,
      tokenVersion: accounts.tokenVersion,
      companyId: companies.id,
      companyStatus: companies.status,
      businessName: companies.businessName,
      operatorId: operators.id,
      personalAssistantId: personalAssistants.id,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .leftJoin(operators, eq(operators.accountId, accounts.id))
    .leftJoin(personalAssistants, eq(personalAssistants.accountId, accounts.id))
    .where(emailIs(email))
    .limit(1);
  return row ?? null;
}

export type LoginAccount = NonNullable<Awaited<ReturnType<typeof findLoginAccount>>>;

/** A new session token of the account at its current token version (login, or two-factor turned on or off). */
export async function sessionToken(
  deps: AuthDeps,
  account: { id: number; role: Role; tokenVersion: number },
  options: { enrolmentPending?: boolean } = {},
): Promise<string> {
  return signToken(
    {
      accountId: account.id,
      role: account.role,
      tokenVersion: account.tokenVersion,
      ...(options.enrolmentPending ? { enrolmentPending: true } : {}),
    },
    deps.jwtSecret,
    deps.tokenTtlSeconds,
  );
}

/** The login answer with a new session token: after the password, or after the two-factor code. */
export async function sessionAnswer(
  deps: AuthDeps,
  account: LoginAccount,
  options: { enrolmentPending?: boolean } = {},
): Promise<LoginResponse> {
  const token = await sessionToken(deps, account, options);
  return {
    account: {
      token,
      role: account.role,
      accountType: account.accountType,
      id: account.id,
      username: account.email,
    },
    currentUserId: currentUserIdOf(account),
    languages: [{ language: account.language }],
    company: account.businessName ?? null,
    email: account.email,
  };
}

/** The id the front ends know the user by: the company, the PA or the operator row. */
function currentUserIdOf(account: LoginAccount): number {
  if (account.role === 'customer') return account.companyId ?? account.id;
  if (account.role === 'personal-assistant') return account.personalAssistantId ?? account.id;
  return account.operatorId ?? account.id;
}
