// Operator decisions and assignment bodies.
import * as v from 'valibot';
import { DECISIONS } from '../statuses.ts';
import { id, looseId } from './fields.ts';

export const approvePaSchema = v.strictObject({
  personalAssistantId: looseId,
  status: v.picklist(DECISIONS, 'INVALID.VALUE'),
});

export const approveCustomerSchema = v.strictObject({
  CustomerId: looseId,
  Status: v.pipe(
    v.string('INVALID.VALUE'),
    v.transform((s) => s.toLowerCase()),
    v.picklist(DECISIONS, 'INVALID.VALUE'),
  ),
});

export const assignRequestSchema = v.strictObject({
  requestId: looseId,
  personalAssistantId: id,
});
