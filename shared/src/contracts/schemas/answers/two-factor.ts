// Two-factor sign-in: its state, set-up and the roles that must use it (modules/two-factor).
import * as v from 'valibot';
import { OPERATOR_ROLES } from '../../roles.ts';
import { str, int } from './scalars.ts';

export const twoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  recoveryCodesLeft: int,
});

export const twoFactorSetupSchema = v.object({ secret: str, otpauthUri: str });

export const twoFactorEnabledSchema = v.object({ recoveryCodes: v.array(str), token: str });

export const twoFactorDisabledSchema = v.object({ token: str });

export const twoFactorPolicySchema = v.object({
  roles: v.array(v.object({ role: v.picklist(OPERATOR_ROLES), required: v.boolean() })),
});
