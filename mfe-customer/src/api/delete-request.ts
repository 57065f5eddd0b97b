// Cancels one of the customer's requests (GET /request/alfie/delete-request); it stays in the history as cancelled.
import { alfie } from './alfie.ts';

async function deleteRequest(id: number): Promise<void> {
  await alfie.get('/request/alfie/delete-request', { params: { id } });
}

export const useDeleteRequest = () => deleteRequest;
