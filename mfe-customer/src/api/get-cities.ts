// The countries with their cities and points of interest, in a language (GET /system/alfie/get-cities): the
// request form's places.
import type { CountryForForm } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export async function fetchCities(language: string): Promise<CountryForForm[]> {
  return (await alfie.get('/system/alfie/get-cities', { params: { language } })).data;
}
