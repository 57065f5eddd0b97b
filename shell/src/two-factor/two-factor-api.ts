// The API calls of two-factor sign-in (paths in api/src/modules/two-factor/routes.ts).
import { api } from '@alfie/shared/api';
import type { LoginResponse } from '@alfie/shared/contracts/schemas/answers';
import type {
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@alfie/shared/contracts/two-factor';
import type { OperatorRole } from '@alfie/shared/contracts/roles';

/** What a code form sends: a code of the app, or a recovery code. */
export type CodeInput = { code: string } | { recoveryCode: string };

export const fetchStatus = async () => (await api.get<TwoFactorStatus>('/Auth/two-factor/status')).data;
export const startSetup = async () => (await api.post<TwoFactorSetup>('/Auth/two-factor/setup')).data;
export const enable = async (code: string) =>
  (await api.post<TwoFactorEnabled>('/Auth/two-factor/enable', { code })).data;
export const disable = async (input: CodeInput) =>
  (await api.post<TwoFactorDisabled>('/Auth/two-factor/disable', input)).data;
export const verify = async (challenge: string, input: CodeInput) =>
  (await api.post<LoginResponse>('/Auth/two-factor/verify', { challenge, ...input })).data;
export const fetchPolicy = async () =>
  (await api.get<TwoFactorPolicy>('/operator/alfie/two-factor-policy')).data;
export const savePolicy = async (role: OperatorRole, required: boolean) =>
  (await api.post<TwoFactorPolicy>('/operator/alfie/two-factor-policy', { role, required })).data;
