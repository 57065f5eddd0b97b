// An operator's decision on a PA's "guest not found" (POST /request/alfie/no-show-decision): confirmed (a late
// cancellation) or refused.
import type { NoShowDecided } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function decideNoShow(requestId: number, confirm: boolean, note: string): Promise<NoShowDecided> {
  return (
    await alfie.post('/request/alfie/no-show-decision', {
      requestId,
      confirm,
      ...(note.trim() ? { note: note.trim() } : {}),
    })
  ).data;
}

export const useDecideNoShow = () => decideNoShow;
