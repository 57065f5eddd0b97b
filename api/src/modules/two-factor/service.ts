// Two-factor rules: setup, enable (recovery codes once), disable, status, the login's second step, the role policy.
import type { InferOutput } from 'valibot';
import { eq, sql } from 'drizzle-orm';
import type { OperatorRole } from '@alfie/shared/contracts';
import type { LoginResponse } from '@alfie/shared/contracts/schemas/answers';
import type {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorPolicySchema,
  twoFactorVerifySchema,
} from '@alfie/shared/contracts/schemas/two-factor';
import type {
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@alfie/shared/contracts/two-factor';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, revokedTokens } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { addressKey, blockedFor, clearFailures, LOGIN_LIMITS, recordFailure } from '../../auth/throttle.ts';
import { expiryOf, tokenHash } from '../../auth/revocation.ts';
import { conflict, httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { findLoginAccount, sessionAnswer, sessionToken, type AuthDeps } from '../../auth/session.ts';
import { verifyChallenge } from './challenge.ts';
import { deriveKey } from './keys.ts';
import * as q from './queries.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';
import { matchingStep, newSecret, otpauthUri } from './totp.ts';

/** Code failures of one account, counted apart from password failures, same limits (5 in 15 minutes). */
const codeKey = (accountId: number) => `two-factor:${accountId}`;

function tooMany(seconds: number) {
  const err = httpError(429, 'TOO.MANY.ATTEMPTS');
  err.retryAfter = seconds;
  return err;
}

/**
 * Ends every session of the account (its other devices too) by moving its token version on, in the caller's
 * transaction, and answers a new token for the session that asked, so it stays signed in.
 */
async function renewSessions(
  deps: AuthDeps,
  tx: DbOrTx,
  accountId: number,
  enrolmentPending: boolean,
): Promise<string> {
  const [account] = await tx
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id, role: accounts.role, tokenVersion: accounts.tokenVersion });
  if (!account) throw conflict();
  return sessionToken(deps, account, { enrolmentPending });
}

async function refuseWhileBlocked(db: DbOrTx, keys: string[]): Promise<void> {
  const wait = await blockedFor(db, keys);
  if (wait > 0) throw tooMany(wait);
}

async function countFailure(db: DbOrTx, accountId: number, ip: string): Promise<void> {
  await recordFailure(db, codeKey(accountId), LOGIN_LIMITS.account);
  await recordFailure(db, addressKey(ip), LOGIN_LIMITS.address);
}

/** True when `code` is the account's current code and its time step was never used before (no replay). */
async function codeAccepted(
  deps: AuthDeps,
  row: { accountId: number; secretBox: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const secret = open(row.secretBox, deriveKey(deps.jwtSecret, 'secret-box'));
  const step = secret === null ? null : matchingStep(secret, code, now);
  return step !== null && (await q.useStep(deps.db, row.accountId, step));
}

export async function status(db: Db, caller: Caller): Promise<TwoFactorStatus> {
  const row = await q.findTwoFactor(db, caller.accountId);
  return {
    enabled: row?.enabled ?? false,
    required: await q.isRequiredFor(db, caller.role),
    recoveryCodesLeft: row?.enabled ? await q.recoveryCodesLeft(db, caller.accountId) : 0,
  };
}

/** A new secret for the authenticator; it guards nothing until enable confirms a code from it. */
export async function setup(deps: AuthDeps, caller: Caller): Promise<TwoFactorSetup> {
  const secret = newSecret();
  const saved = await q.savePendingSecret(
    deps.db,
    caller.accountId,
    seal(secret, deriveKey(deps.jwtSecret, 'secret-box')),
  );
  if (!saved) throw conflict();
  return { secret, otpauthUri: otpauthUri(secret, caller.email) };
}

export async function enable(
  deps: AuthDeps,
  caller: Caller,
  input: InferOutput<typeof twoFactorCodeSchema>,
  ip: string,
): Promise<TwoFactorEnabled> {
  const { db } = deps;
  await refuseWhileBlocked(db, [codeKey(caller.accountId), addressKey(ip)]);
  const row = await q.findTwoFactor(db, caller.accountId);
  if (!row || row.enabled) throw conflict();
  if (!(await codeAccepted(deps, row, input.code))) {
    await countFailure(db, caller.accountId, ip);
    throw httpError(400, 'INVALID.CODE', { code: 'INVALID.CODE' });
  }
  const recoveryCodes = newRecoveryCodes();
  const token = await db.transaction(async (tx) => {
    if (!(await q.markEnabled(tx, caller.accountId, new Date()))) throw conflict();
    await q.replaceRecoveryCodes(tx, caller.accountId, recoveryCodes.map(hashRecoveryCode));
    await audit(tx, caller, { entity: 'account', entityId: caller.accountId, action: 'two-factor-enabled' });
    await clearFailures(tx, codeKey(caller.accountId));
    // A session opened without the second step (elsewhere, or this one if enrolment was pending) ends here.
    return renewSessions(deps, tx, caller.accountId, false);
  });
  return { recoveryCodes, token };
}

export async function disable(
  deps: AuthDeps,
  caller: Caller,
  input: InferOutput<typeof twoFactorDisableSchema>,
  ip: string,
): Promise<TwoFactorDisabled> {
  const { db } = deps;
  await refuseWhileBlocked(db, [codeKey(caller.accountId), addressKey(ip)]);
  const row = await q.findTwoFactor(db, caller.accountId);
  if (!row?.enabled) throw conflict();
  const ok = input.code
    ? await codeAccepted(deps, row, input.code)
    : await q.consumeRecoveryCode(db, caller.accountId, hashRecoveryCode(input.recoveryCode!), new Date());
  if (!ok) {
    await countFailure(db, caller.accountId, ip);
    const field = input.code ? 'code' : 'recoveryCode';
    throw httpError(400, 'INVALID.CODE', { [field]: 'INVALID.CODE' });
  }
  const token = await db.transaction(async (tx) => {
    await q.removeTwoFactor(tx, caller.accountId);
    await audit(tx, caller, {
      entity: 'account',
      entityId: caller.accountId,
      action: 'two-factor-disabled',
      after: { with: input.code ? 'code' : 'recovery-code' },
    });
    await clearFailures(tx, codeKey(caller.accountId));
    // Sessions opened with the second step end too; if the role requires two-factor, the new one must enrol again.
    return renewSessions(deps, tx, caller.accountId, await q.isRequiredFor(tx, caller.role));
  });
  return { token };
}

/** Second step of a login: the challenge of authenticate plus a code or a recovery code gives the session. */
export async function verify(
  deps: AuthDeps,
  input: InferOutput<typeof twoFactorVerifySchema>,
  ip: string,
): Promise<LoginResponse> {
  const { db } = deps;
  const expired = () => httpError(401, 'TWO.FACTOR.CHALLENGE.EXPIRED');
  const claims = await verifyChallenge(input.challenge, deps.jwtSecret);
  if (!claims) throw expired();
  await refuseWhileBlocked(db, [codeKey(claims.accountId), addressKey(ip)]);
  const [account] = await db
    .select({
      email: accounts.email,
      role: accounts.role,
      status: accounts.status,
      tokenVersion: accounts.tokenVersion,
    })
    .from(accounts)
    .where(eq(accounts.id, claims.accountId))
    .limit(1);
  // A password reset, role change or deactivation since the password step voids the challenge.
  if (!account || account.status !== 'active' || account.tokenVersion !== claims.tokenVersion)
    throw expired();
  const row = await q.findTwoFactor(db, claims.accountId);
  if (!row?.enabled) throw expired();
  const ok = input.code
    ? await codeAccepted(deps, row, input.code)
    : await q.consumeRecoveryCode(db, claims.accountId, hashRecoveryCode(input.recoveryCode!), new Date());
  if (!ok) {
    await countFailure(db, claims.accountId, ip);
    throw httpError(401, 'INVALID.CODE');
  }
  await db.transaction(async (tx) => {
    // Single use: listing the challenge as revoked fails for the second of two racing verifications.
    const listed = await tx
      .insert(revokedTokens)
      .values({ tokenHash: tokenHash(input.challenge), expiresAt: expiryOf(input.challenge) })
      .onConflictDoNothing()
      .returning({ h: revokedTokens.tokenHash });
    if (listed.length === 0) throw expired();
    if (input.recoveryCode)
      await audit(
        tx,
        { accountId: claims.accountId, role: account.role },
        {
          entity: 'account',
          entityId: claims.accountId,
          action: 'two-factor-recovery-code-used',
        },
      );
    await clearFailures(tx, codeKey(claims.accountId));
  });
  const login = await findLoginAccount(db, account.email);
  if (!login) throw expired();
  return sessionAnswer(deps, login);
}

export async function getPolicy(db: Db): Promise<TwoFactorPolicy> {
  return { roles: await q.policy(db) };
}

export async function setPolicy(
  db: Db,
  caller: Caller,
  input: InferOutput<typeof twoFactorPolicySchema>,
): Promise<TwoFactorPolicy> {
  await db.transaction(async (tx) => {
    const before = await q.isRequiredFor(tx, input.role);
    await q.setRequired(tx, input.role as OperatorRole, input.required, caller.accountId);
    await audit(tx, caller, {
      entity: 'two-factor-policy',
      entityId: input.role,
      action: 'update',
      before: { required: before },
      after: { required: input.required },
    });
  });
  return getPolicy(db);
}
