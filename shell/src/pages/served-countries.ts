// The countries Alfie serves (GET /system/alfie/get-cities, public), by name: the signup's country choices.
import { api, useLoad } from '@alfie/shared/api';
import type { Load } from '@alfie/shared/api';
import type { CountryForForm } from '@alfie/shared/contracts';

export async function fetchServedCountries(language: string): Promise<string[]> {
  const { data } = await api.get<CountryForForm[]>('/system/alfie/get-cities', { params: { language } });
  return data.map((c) => c.name);
}

export function useServedCountries(language: string): Load<string[]> {
  return useLoad(() => fetchServedCountries(language), [language]);
}
