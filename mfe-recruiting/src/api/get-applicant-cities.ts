// The applicants' home towns, for the city filter (GET /personalassistant/alfie/personal-assistant-cities).
import { prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import { alfie } from './alfie.ts';

const applicantCitiesKey = ['applicants', 'cities'];

async function fetchApplicantCities(): Promise<string[]> {
  return (await alfie.get('/personalassistant/alfie/personal-assistant-cities')).data;
}

export function useApplicantCities(): Query<string[]> {
  return useQuery(applicantCitiesKey, fetchApplicantCities);
}

export function prefetchApplicantCities(): void {
  prefetchQuery(applicantCitiesKey, fetchApplicantCities);
}
