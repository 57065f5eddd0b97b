// Authentication rules: login with throttling, customer registration, password recovery and reset, language.
import type { InferOutput } from 'valibot';
import type {
  changeLanguageSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  resetRequestQuerySchema,
} from '@alfie/shared/contracts/schemas/auth';
import { OPERATOR_ROLES, type LoginResponse, type Role } from '@alfie/shared/contracts';
import type { TwoFactorChallenge } from '@alfie/shared/contracts/two-factor';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, companies } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { burnVerify, hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertNotBreached } from '../../auth/breached-passwords.ts';
import {
  accountKey,
  addressKey,
  blockedFor,
  clearFailures,
  LOGIN_LIMITS,
  recordFailure,
} from '../../auth/throttle.ts';
import { hashResetToken, issueResetToken } from '../../auth/reset-tokens.ts';
import { findServedCountry } from '../pricing/queries.ts';
import { twoFactorLoginStep } from '../two-factor/login-step.ts';
import { findLoginAccount, sessionAnswer, type AuthDeps } from '../../auth/session.ts';
import * as q from './queries.ts';

/** The routes build these from the app's config. */
export type { AuthDeps };

/** Resets asked for one account within an hour beyond this send no further e-mail (mailbox flooding). */
const MAX_RESETS_PER_HOUR = 5;

function tooMany(seconds: number) {
  const err = httpError(429, 'TOO.MANY.ATTEMPTS');
  err.retryAfter = seconds;
  return err;
}

export async function authenticate(
  deps: AuthDeps,
  input: InferOutput<typeof loginSchema>,
  ip: string,
): Promise<LoginResponse | TwoFactorChallenge> {
  const { db } = deps;
  const keys = { account: accountKey(input.username), address: addressKey(ip) };
  const wait = await blockedFor(db, [keys.account, keys.address]);
  if (wait > 0) throw tooMany(wait);

  const account = await findLoginAccount(db, input.username);
  const ok = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await burnVerify(input.password);
  if (!account || !ok || account.status !== 'active') {
    await recordFailure(db, keys.account, LOGIN_LIMITS.account);
    await recordFailure(db, keys.address, LOGIN_LIMITS.address);
    throw httpError(401, 'AUTH.VALIDATION.INVALID_LOGIN');
  }
  if (account.role === 'customer' && account.companyStatus !== 'approved') {
    throw httpError(
      403,
      account.companyStatus === 'rejected' ? 'AUTH.ACCOUNT.DISABLED' : 'AUTH.ACCOUNT.NOT.ACTIVE',
    );
  }
  await clearFailures(db, keys.account);
  const second = await twoFactorLoginStep(db, deps.jwtSecret, account);
  if (second.kind === 'challenge') return { twoFactorRequired: true, challenge: second.challenge };
  if (!second.enrolmentRequired) return sessionAnswer(deps, account);
  // The token itself says enrolment is pending: the guard opens only the enrolment routes to it.
  const answer = await sessionAnswer(deps, account, { enrolmentPending: true });
  return { ...answer, twoFactorEnrolmentRequired: true };
}

export async function registerCustomer(deps: AuthDeps, input: InferOutput<typeof registrationSchema>) {
  const { db } = deps;
  if (await q.emailTaken(db, input.Email))
    throw httpError(409, 'EMAIL.ALREADY.IN.USE', { Email: 'EMAIL.ALREADY.IN.USE' });
  assertNotBreached(input.Account.Password, 'Account.Password');
  // Only the countries Alfie serves: a company elsewhere would be seen by no country-bound operator.
  const country = await findServedCountry(db, input.Country);
  if (!country) throw httpError(400, 'INVALID.COUNTRY', { Country: 'INVALID.COUNTRY' });
  const passwordHash = await hashPassword(input.Account.Password);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.Email,
          passwordHash,
          role: 'customer',
          accountType: 'Customer',
          language: input.Account.Language,
        })
        .returning();
      // Role and status of the payload are ignored: a new company is always a customer waiting for approval.
      const [company] = await tx
        .insert(companies)
        .values({
          accountId: account!.id,
          type: 'customer-b2b',
          businessName: input.BusinessName,
          country: country.name,
          countryId: country.id,
          city: input.City,
          postalCode: input.PostalCode,
          street: input.Street,
          vatCode: input.VatCode || null,
          fiscalCode: input.FiscalCode || null,
          sdi: input.Sdi || null,
          email: input.Email,
          status: 'created',
        })
        .returning();
      await audit(
        tx,
        { accountId: account!.id, role: 'customer' },
        { entity: 'company', entityId: company!.id, action: 'register', after: company },
      );
      return {
        id: company!.id,
        businessName: company!.businessName,
        email: company!.email,
        status: company!.status,
      };
    });
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw httpError(409, 'EMAIL.ALREADY.IN.USE', { Email: 'EMAIL.ALREADY.IN.USE' });
    throw err;
  }
}

/** Always answers the same way: whether the account exists is never revealed. */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: InferOutput<typeof resetRequestQuerySchema>,
): Promise<void> {
  const { db } = deps;
  const account = await q.findActiveAccountByEmail(db, input.username);
  if (!account) return;
  // No role (today's recovery page): whichever account owns the address; role customer also serves PAs, who
  // use the same public page; role operator narrows to the back office (older clients).
  const wanted: readonly Role[] =
    input.role === 'operator'
      ? OPERATOR_ROLES
      : input.role === 'customer'
        ? ['customer', 'personal-assistant']
        : ['customer', 'personal-assistant', ...OPERATOR_ROLES];
  if (!wanted.includes(account.role)) return;
  const now = new Date();
  if ((await q.recentResetTokens(db, account.id, new Date(now.getTime() - 3_600_000))) >= MAX_RESETS_PER_HOUR)
    return;
  await db.transaction(async (tx) => {
    await issueResetToken(
      tx,
      { accountId: account.id, email: account.email, language: account.language },
      deps.appUrl,
      'password-reset',
      now,
    );
    await audit(tx, null, { entity: 'account', entityId: account.id, action: 'password-reset-requested' });
  });
}

export async function resetPassword(
  deps: AuthDeps,
  input: InferOutput<typeof resetPasswordSchema>,
): Promise<void> {
  const { db } = deps;
  assertNotBreached(input.password, 'password');
  const invalid = () => httpError(400, 'AUTH.TOKEN.INVALID', { token: 'AUTH.TOKEN.INVALID' });
  const tokenHash = hashResetToken(input.token);
  if (!(await q.findUsableResetToken(db, tokenHash, new Date()))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { id } = (await q.findUsableResetToken(tx, tokenHash, new Date())) ?? { id: 0 };
    const used = id ? await q.consumeResetToken(tx, id, new Date()) : null;
    if (!used) throw invalid();
    // A new password ends every session opened with the old one.
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, used.accountId))
      .returning({ id: accounts.id, email: accounts.email });
    if (!account) throw invalid();
    await clearFailures(tx, accountKey(account.email));
    await audit(tx, null, { entity: 'account', entityId: account.id, action: 'password-reset' });
  });
}

export async function changeLanguage(
  db: Db,
  accountId: number,
  input: InferOutput<typeof changeLanguageSchema>,
): Promise<true> {
  await db
    .update(accounts)
    .set({ language: input.Language, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  return true;
}
