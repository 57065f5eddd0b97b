// The countries Alfie serves (GET /system/alfie/get-cities, public), by name: the signup's country choices and the
// admin's fix of a company registered in another country.
import { api } from './client.ts';
import { useLoad } from './use-load.ts';
import type { Load } from './use-load.ts';
import type { CountryForForm } from '../contracts/types.ts';

export async function fetchServedCountries(language: string): Promise<string[]> {
  const { data } = await api.get<CountryForForm[]>('/system/alfie/get-cities', { params: { language } });
  return data.map((c) => c.name);
}

export function useServedCountries(language: string): Load<string[]> {
  return useLoad(() => fetchServedCountries(language), [language]);
}
