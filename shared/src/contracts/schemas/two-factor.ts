// Bodies of the two-factor calls: a 6-digit TOTP code or a recovery code, the login challenge, the role policy.
import * as v from 'valibot';
import { OPERATOR_ROLES } from '../roles.ts';

/** Six digits; spaces (as authenticator apps show "123 456") are dropped. */
export const totpCode = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.maxLength(16, 'INVALID.CODE'),
  v.transform((s) => s.replace(/\s/g, '')),
  v.nonEmpty('REQUIRED.FIELD'),
  v.regex(/^\d{6}$/, 'INVALID.CODE'),
);

/** Sixteen base32 characters (80 bits), shown as xxxx-xxxx-xxxx-xxxx; case, dashes and spaces are ignored. */
export const recoveryCode = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.maxLength(40, 'INVALID.CODE'),
  v.transform((s) => s.replace(/[\s-]/g, '').toLowerCase()),
  v.nonEmpty('REQUIRED.FIELD'),
  v.regex(/^[a-z2-7]{16}$/, 'INVALID.CODE'),
);

export const twoFactorCodeSchema = v.strictObject({ code: totpCode });

/** Disabling takes a current code or, when the authenticator is lost, a recovery code. */
export const twoFactorDisableSchema = v.pipe(
  v.strictObject({ code: v.optional(totpCode), recoveryCode: v.optional(recoveryCode) }),
  v.check((b) => (b.code === undefined) !== (b.recoveryCode === undefined), 'REQUIRED.FIELD'),
);

export const twoFactorVerifySchema = v.pipe(
  v.strictObject({
    challenge: v.pipe(
      v.string('REQUIRED.FIELD'),
      v.nonEmpty('REQUIRED.FIELD'),
      v.maxLength(2048, 'TOO.LONG'),
    ),
    code: v.optional(totpCode),
    recoveryCode: v.optional(recoveryCode),
  }),
  v.check((b) => (b.code === undefined) !== (b.recoveryCode === undefined), 'REQUIRED.FIELD'),
);

export const twoFactorPolicySchema = v.strictObject({
  role: v.picklist(OPERATOR_ROLES, 'INVALID.VALUE'),
  required: v.boolean('INVALID.VALUE'),
});
