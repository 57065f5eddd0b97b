// The countries Alfie serves (GET /system/alfie/get-cities, public), by name: the signup's country choices and the
// admin's fix of a company registered in another country.
import { api } from './client.ts';
import { useQuery } from './query.ts';
import type { Query } from './query.ts';
import type { CountryForForm } from '../contracts/schemas/answers.ts';

export async function fetchServedCountries(language: string): Promise<string[]> {
  const { data } = await api.get<CountryForForm[]>('/system/alfie/get-cities', { params: { language } });
  return data.map((c) => c.name);
}

export function useServedCountries(language: string): Query<string[]> {
  return useQuery(['served-countries', language], () => fetchServedCountries(language));
}
