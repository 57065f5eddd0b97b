// Cities an applicant may choose (GET /PersonalAssistant/alfie/apply-cities; public: the form is filled before there
// is a token).
import { useQuery, type Query } from '@alfie/shared/api';
import type { ApplyCountry } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchApplyCities(): Promise<ApplyCountry[]> {
  return (await alfie.get('/PersonalAssistant/alfie/apply-cities')).data;
}

export function useApplyCities(): Query<ApplyCountry[]> {
  return useQuery(['pa', 'apply-cities'], fetchApplyCities);
}
