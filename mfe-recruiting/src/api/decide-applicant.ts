// Accepts or refuses an applicant (POST /PersonalAssistant/alfie/approve-personal-assistant); the list shown (under
// `filters`) and the applicant's detail are asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { Decision } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { applicantKey } from './get-applicant.ts';
import { applicantsKey } from './get-applicants.ts';
import type { ReviewFilters } from './review-filters.ts';

export function useDecideApplicant(filters: ReviewFilters) {
  return async (personalAssistantId: number, status: Decision): Promise<void> => {
    await alfie.post('/PersonalAssistant/alfie/approve-personal-assistant', { personalAssistantId, status });
    invalidateQueries(applicantsKey(filters));
    invalidateQueries(applicantKey(personalAssistantId));
  };
}
