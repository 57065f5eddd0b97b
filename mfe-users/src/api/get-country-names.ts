// Country names for the operator's country select (GET /system/alfie/get-cities), in the page's language.
import { useQuery, type Query } from '@alfie/shared/api';
import { alfie } from './alfie.ts';

async function fetchCountryNames(language: string): Promise<string[]> {
  const countries = (await alfie.get('/system/alfie/get-cities', { params: { language } })).data;
  return countries.map((c) => c.name);
}

export function useCountryNames(language: string): Query<string[]> {
  return useQuery(['users', 'country-names', language], () => fetchCountryNames(language));
}
