// Deletes another operator's account (GET /operator/alfie/delete-operator); the operator list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import { alfie } from './alfie.ts';
import { operatorsKey } from './get-operators.ts';

async function deleteOperator(id: number): Promise<void> {
  await alfie.get('/operator/alfie/delete-operator', { params: { id } });
  invalidateQueries(operatorsKey);
}

export const useDeleteOperator = () => deleteOperator;
