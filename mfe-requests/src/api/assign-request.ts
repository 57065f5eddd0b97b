// Assigns a request to a PA who offered (POST /Request/alfie/assign-request). A refusal (another operator was faster,
// the PA is no longer free) asks the request and its offers again before it is reported; a success is heard through
// the live events like any other assignment.
import { invalidateQueries } from '@alfie/shared/api';
import { alfie } from './alfie.ts';
import { requestDetailKey } from './get-request-detail.ts';
import { requestOffersKey } from './get-request-offers.ts';

async function assignRequest(requestId: number, personalAssistantId: number): Promise<void> {
  try {
    await alfie.post('/Request/alfie/assign-request', { requestId, personalAssistantId });
  } catch (error) {
    invalidateQueries(requestDetailKey(requestId));
    invalidateQueries(requestOffersKey(requestId));
    throw error;
  }
}

export const useAssignRequest = () => assignRequest;
