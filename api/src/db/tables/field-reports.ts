// The service day in the field: one row per step the assigned PA reported (on the way, at the meeting point, guest
// met, ended, or no-show), each at most once per request, with the phone's idempotency key so that a retry on a bad
// network finds the row it already wrote.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FIELD_STATUSES, type FieldStatus } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { personalAssistants } from './personal-assistants.ts';
import { requests } from './requests.ts';

export const fieldReports = pgTable(
  'field_reports',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    paId: integer('pa_id')
      .notNull()
      .references(() => personalAssistants.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<FieldStatus>(),
    /** When it happened by the phone's clock (checked against the service window). */
    at: at('at').notNull(),
    recordedAt: createdAt('recorded_at'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    note: text('note'),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    // Each step once: two presses that race both lock the request, and this key orders whatever slips past.
    uniqueIndex('field_reports_step_uq').on(t.requestId, t.status),
    uniqueIndex('field_reports_key_uq').on(t.paId, t.idempotencyKey),
    index('field_reports_request_idx').on(t.requestId, t.at),
    check('field_reports_status_ck', oneOf(t.status, FIELD_STATUSES)),
    check(
      'field_reports_position_ck',
      sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or ${t.lat} between -90 and 90)
        and (${t.lng} is null or ${t.lng} between -180 and 180) and (${t.accuracy} is null or ${t.accuracy} >= 0)`,
    ),
  ],
);
