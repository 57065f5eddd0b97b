// An operator-admin's write-off of what a service's customer still owes (POST /request/alfie/closeout-write-off).
import type { OwedWrittenOff } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function writeOffOwed(requestId: number, reason: string): Promise<OwedWrittenOff> {
  return (await alfie.post('/request/alfie/closeout-write-off', { requestId, reason })).data;
}

export const useWriteOffOwed = () => writeOffOwed;
