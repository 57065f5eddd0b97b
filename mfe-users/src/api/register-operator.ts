// A new operator account (POST /operator/alfie/register-new-operator); the operator list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { OperatorRole } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { operatorsKey } from './get-operators.ts';

export interface RegisterBody {
  firstname: string;
  lastname: string;
  email: string;
  account: { username: string; role: OperatorRole; password: string; country?: string };
}

async function registerOperator(body: RegisterBody): Promise<void> {
  await alfie.post('/operator/alfie/register-new-operator', body);
  invalidateQueries(operatorsKey);
}

export const useRegisterOperator = () => registerOperator;
