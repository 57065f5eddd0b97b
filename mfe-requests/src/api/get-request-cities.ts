// The cities of a dashboard's requests, the city filter's choices (GET /request/alfie/requests-cities).
import { useQuery, type Query } from '@alfie/shared/api';
import type { RequestType } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchRequestCities(type: RequestType): Promise<string[]> {
  return (await alfie.get('/request/alfie/requests-cities', { params: { type } })).data;
}

/** Asked only once `enabled`. */
export function useRequestCities(type: RequestType, enabled: boolean): Query<string[]> {
  return useQuery(enabled ? ['requests', 'cities', type] : null, () => fetchRequestCities(type));
}
