// The API calls of two-factor sign-in (paths in api/src/modules/two-factor/routes.ts).
import type { OperatorRole } from '@alfie/shared/contracts/roles';
import { api } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';

const alfie = api as Alfie;

/** What a code form sends: a code of the app, or a recovery code. */
export type CodeInput = { code: string } | { recoveryCode: string };

export const fetchStatus = async () => (await alfie.get('/Auth/two-factor/status')).data;
export const startSetup = async () => (await alfie.post('/Auth/two-factor/setup')).data;
export const enable = async (code: string) => (await alfie.post('/Auth/two-factor/enable', { code })).data;
export const disable = async (input: CodeInput) => (await alfie.post('/Auth/two-factor/disable', input)).data;
export const verify = async (challenge: string, input: CodeInput) =>
  (await alfie.post('/Auth/two-factor/verify', { challenge, ...input })).data;
export const fetchPolicy = async () => (await alfie.get('/operator/alfie/two-factor-policy')).data;
export const savePolicy = async (role: OperatorRole, required: boolean) =>
  (await alfie.post('/operator/alfie/two-factor-policy', { role, required })).data;
