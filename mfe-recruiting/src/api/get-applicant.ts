// One applicant's whole application (GET /PersonalAssistant/alfie/personal-assistant-detail), once one is chosen.
import { useQuery, type Query } from '@alfie/shared/api';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export const applicantKey = (id: number) => ['applicants', 'detail', id];

/** The call answers a list whose first item is the PA. */
async function fetchApplicant(id: number): Promise<PersonalAssistant | null> {
  const res = await alfie.get('/PersonalAssistant/alfie/personal-assistant-detail', {
    params: { id },
  });
  return res.data[0] ?? null;
}

export function useApplicant(id: number | null): Query<PersonalAssistant | null> {
  return useQuery(id === null ? null : applicantKey(id), () => fetchApplicant(id ?? 0));
}
