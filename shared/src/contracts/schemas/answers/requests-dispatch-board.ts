// The dispatch board (contracts/dispatch-board.ts): PAs with their staffed requests, and the unassigned lane.
import * as v from 'valibot';
import { FIELD_STATUSES } from '../../field.ts';
import { str, int, nstr } from './scalars.ts';
import { trackedFlightSchema } from './flights.ts';

const dispatchRequestSchema = v.object({
  id: int,
  type: str,
  status: str,
  startDatetime: str,
  endDatetime: str,
  city: str,
  place: nstr,
  customer: nstr,
  flight: v.optional(trackedFlightSchema),
});
export const dispatchBoardSchema = v.object({
  from: str,
  to: str,
  now: str,
  urgentHours: int,
  atRiskMinutes: int,
  pas: v.array(
    v.object({
      id: int,
      firstname: str,
      lastname: str,
      mobile: nstr,
      assignments: v.array(
        v.object({
          ...dispatchRequestSchema.entries,
          field: v.nullable(v.picklist(FIELD_STATUSES)),
          atRisk: v.boolean(),
        }),
      ),
    }),
  ),
  unassigned: v.array(v.object({ ...dispatchRequestSchema.entries, offers: int, urgent: v.boolean() })),
});
