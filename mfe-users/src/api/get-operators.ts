// The operator accounts (GET /operator/alfie/operators): the user-management table.
import { useQuery, type Query } from '@alfie/shared/api';
import type { Operator } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

/** The key of the operator list: every change to an account asks it again. */
export const operatorsKey = ['users', 'operators'] as const;

async function fetchOperators(): Promise<Operator[]> {
  return (await alfie.get('/operator/alfie/operators')).data;
}

export function useOperators(): Query<Operator[]> {
  return useQuery(operatorsKey, fetchOperators);
}
