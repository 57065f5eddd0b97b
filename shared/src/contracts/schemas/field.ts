// The field reports of a service: what the PA's phone sends (POST /pa/alfie/field-status) and what the request
// detail answers of them, per audience: the operators and the assigned PA see positions and notes, the owning
// customer the statuses and their times only.
import * as v from 'valibot';
import { FIELD_STATUSES } from '../field.ts';
import { CANCELLATION_FEE_STATES } from '../cancellation.ts';
import { id, isoDateTime, plainText } from './fields.ts';

const MAX_NOTE = 500;

const coordinate = (limit: number) =>
  v.pipe(
    v.number('INVALID.NUMBER'),
    v.minValue(-limit, 'INVALID.NUMBER'),
    v.maxValue(limit, 'INVALID.NUMBER'),
  );

/** `Idempotency-Key`: the phone's own id of one press of the button, kept to answer a retry with the same result. */
export const idempotencyKeySchema = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'INVALID.VALUE'),
);
export const idempotencyHeadersSchema = v.object({ 'idempotency-key': idempotencyKeySchema });

export const fieldStatusBodySchema = v.pipe(
  v.strictObject({
    requestId: id,
    status: v.picklist(FIELD_STATUSES, 'INVALID.VALUE'),
    /** When it happened by the phone's clock (the end the PA corrects); the server's time when absent. */
    at: v.optional(isoDateTime),
    lat: v.optional(coordinate(90)),
    lng: v.optional(coordinate(180)),
    accuracy: v.optional(v.pipe(v.number('INVALID.NUMBER'), v.minValue(0, 'INVALID.NUMBER'))),
    note: v.optional(plainText(MAX_NOTE)),
  }),
  // A position comes whole (latitude and longitude) and only with the arrival at the meeting point.
  v.forward(
    v.check((b) => (b.lat === undefined) === (b.lng === undefined), 'INVALID.VALUE'),
    ['lng'],
  ),
  v.forward(
    v.check(
      (b) => b.status === 'at-meeting-point' || (b.lat === undefined && b.accuracy === undefined),
      'FIELD.POSITION.NOT.HERE',
    ),
    ['lat'],
  ),
  // A guest not found is always explained.
  v.forward(
    v.check((b) => b.status !== 'no-show' || (b.note ?? '').length > 0, 'REQUIRED.FIELD'),
    ['note'],
  ),
);
export type FieldStatusBody = v.InferOutput<typeof fieldStatusBodySchema>;

const fieldStatus = v.picklist(FIELD_STATUSES);

/** One report as the operators and the assigned PA read it. */
export const fieldReportSchema = v.object({
  status: fieldStatus,
  at: v.string(),
  recordedAt: v.string(),
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
  accuracy: v.optional(v.number()),
  note: v.optional(v.string()),
});
export type FieldReport = v.InferOutput<typeof fieldReportSchema>;

/** The service's field status (the last report's, null before the first) and every report, oldest first. */
export const requestFieldSchema = v.object({
  status: v.nullable(fieldStatus),
  history: v.array(fieldReportSchema),
});
export type RequestField = v.InferOutput<typeof requestFieldSchema>;

/** What the owning customer reads: statuses and times, never where the PA stood or what the PA wrote. */
export const customerFieldSchema = v.object({
  status: v.nullable(fieldStatus),
  history: v.array(v.pick(fieldReportSchema, ['status', 'at', 'recordedAt'])),
});

export const fieldStatusAnswerSchema = v.object({
  requestId: v.pipe(v.number(), v.integer()),
  field: requestFieldSchema,
});
export type FieldStatusAnswer = v.InferOutput<typeof fieldStatusAnswerSchema>;

/** POST /request/alfie/no-show-decision: an operator confirms the PA's "guest not found" (a late cancellation) or
 *  refuses it (the service runs on), with an optional note. */
export const noShowDecisionSchema = v.strictObject({
  requestId: id,
  confirm: v.boolean('INVALID.VALUE'),
  note: v.optional(plainText(MAX_NOTE)),
});
export type NoShowDecisionBody = v.InferOutput<typeof noShowDecisionSchema>;

export const noShowDecidedSchema = v.object({
  requestId: v.pipe(v.number(), v.integer()),
  /** The request's status after the decision: cancelled when confirmed, unchanged when refused. */
  status: v.string(),
  field: requestFieldSchema,
  /** What the late cancellation cost, when confirmed. */
  fee: v.nullable(
    v.object({
      feeCents: v.pipe(v.number(), v.integer()),
      capturedCents: v.pipe(v.number(), v.integer()),
      currencyCode: v.string(),
      feeState: v.picklist(CANCELLATION_FEE_STATES),
    }),
  ),
});
export type NoShowDecided = v.InferOutput<typeof noShowDecidedSchema>;
