// Two-factor sign-in (TOTP, RFC 6238): the answers of the API's /Auth/two-factor/* calls and the login's second step.
import type { InferInput } from 'valibot';
import type {
  twoFactorChallengeSchema,
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './schemas/answers.ts';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The shell's screen where an operator sets two-factor up; a session whose enrolment is pending is sent there. */
export const ENROLMENT_PATH = '/two-factor';

/** POST /Auth/authenticate for an account with two-factor on: no session yet, only a short-lived challenge. */
export type TwoFactorChallenge = InferInput<typeof twoFactorChallengeSchema>;

export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as TwoFactorChallenge).twoFactorRequired === true &&
    typeof (answer as TwoFactorChallenge).challenge === 'string'
  );
}

/** GET /Auth/two-factor/status. */
export type TwoFactorStatus = InferInput<typeof twoFactorStatusSchema>;

/** POST /Auth/two-factor/setup: shown once, to put into an authenticator app. */
export type TwoFactorSetup = InferInput<typeof twoFactorSetupSchema>;

/**
 * POST /Auth/two-factor/enable: the recovery codes, shown once, and a new session token. Turning two-factor on ends
 * the account's other sessions (and a session whose enrolment was pending); the caller's goes on with `token`.
 */
export type TwoFactorEnabled = InferInput<typeof twoFactorEnabledSchema>;

/** POST /Auth/two-factor/disable: turning it off ends the account's other sessions; the caller's goes on with `token`. */
export type TwoFactorDisabled = InferInput<typeof twoFactorDisabledSchema>;

/** GET and POST /operator/alfie/two-factor-policy. */
export type TwoFactorPolicy = InferInput<typeof twoFactorPolicySchema>;
