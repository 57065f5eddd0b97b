// The calls of the user-management screen (docs/product.md §7, plus the admin-triggered reset mail).
import { alfie } from './alfie.ts';
import type { Operator, OperatorRole } from '@alfie/shared/contracts';

export async function fetchOperators(): Promise<Operator[]> {
  return (await alfie.get('/operator/alfie/operators')).data;
}

/** Country names for the operator's country select. */
export async function fetchCountryNames(language: string): Promise<string[]> {
  const countries = (await alfie.get('/system/alfie/get-cities', { params: { language } })).data;
  return countries.map((c) => c.name);
}

export interface RegisterBody {
  firstname: string;
  lastname: string;
  email: string;
  account: { username: string; role: OperatorRole; password: string; country?: string };
}
export async function registerOperator(body: RegisterBody): Promise<void> {
  await alfie.post('/operator/alfie/register-new-operator', body);
}

export interface UpdateBody {
  id: number;
  accountId: number;
  firstname: string;
  lastname: string;
  account: { id: number; role: OperatorRole; country?: string };
}
export async function updateOperator(body: UpdateBody): Promise<void> {
  await alfie.post('/operator/alfie/update-operator', body);
}

export async function deleteOperator(id: number): Promise<void> {
  await alfie.get('/operator/alfie/delete-operator', { params: { id } });
}

export async function sendResetPassword(id: number): Promise<void> {
  await alfie.post('/operator/alfie/send-reset-password', { id });
}
