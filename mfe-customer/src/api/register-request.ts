// Files the customer's PA request (POST /Request/alfie/register-new-request).
import type { NewRequestPayload, RegisteredRequest } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function registerRequest(payload: NewRequestPayload): Promise<RegisteredRequest> {
  return (await alfie.post('/Request/alfie/register-new-request', payload)).data;
}

export const useRegisterRequest = () => registerRequest;
