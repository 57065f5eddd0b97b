// Records that the PA of a settled service was paid (POST /payment/alfie/pa-paid).
import { alfie } from './alfie.ts';

async function markPaPaid(requestId: number): Promise<void> {
  await alfie.post('/payment/alfie/pa-paid', { requestId });
}

export const useMarkPaPaid = () => markPaPaid;
