// One press of the field step button (POST /pa/alfie/field-status); `key` is the press's own id, the same on every
// retry of it (work/field-send.ts retries it).
import type { FieldStatusAnswer, FieldStatusBody } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export async function sendFieldStatus(key: string, body: FieldStatusBody): Promise<FieldStatusAnswer> {
  const res = await alfie.post('/pa/alfie/field-status', body, {
    headers: { 'Idempotency-Key': key },
  });
  return res.data;
}
