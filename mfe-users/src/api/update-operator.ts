// Another operator's names, role and country (POST /operator/alfie/update-operator); the operator list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { OperatorRole } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { operatorsKey } from './get-operators.ts';

export interface UpdateBody {
  id: number;
  accountId: number;
  firstname: string;
  lastname: string;
  account: { id: number; role: OperatorRole; country?: string };
}

async function updateOperator(body: UpdateBody): Promise<void> {
  await alfie.post('/operator/alfie/update-operator', body);
  invalidateQueries(operatorsKey);
}

export const useUpdateOperator = () => updateOperator;
