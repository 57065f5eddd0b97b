// What authenticate does after a right password: a challenge when two-factor is on, or a note that the role's policy
// wants the account enrolled. Kept apart from service.ts so the auth module can call it without an import cycle.
import type { Role } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { signChallenge } from './challenge.ts';
import { findTwoFactor, isRequiredFor } from './queries.ts';

export type SecondStep =
  { kind: 'challenge'; challenge: string } | { kind: 'session'; enrolmentRequired: boolean };

export async function twoFactorLoginStep(
  db: DbOrTx,
  secret: Uint8Array,
  account: { id: number; role: Role; tokenVersion: number },
): Promise<SecondStep> {
  const row = await findTwoFactor(db, account.id);
  if (row?.enabled) {
    const claims = { accountId: account.id, tokenVersion: account.tokenVersion };
    return { kind: 'challenge', challenge: await signChallenge(claims, secret) };
  }
  return { kind: 'session', enrolmentRequired: await isRequiredFor(db, account.role) };
}
