// Dispatch board fixtures of the component tests, placed inside the board's current day as the API would answer.
import type {
  DispatchAssignment,
  DispatchBoard,
  DispatchRequest,
  UnassignedRequest,
} from '@alfie/shared/contracts/dispatch-board';
import { boardRange, italianDayOf } from './board-range.ts';

const HOUR = 3_600_000;

/** Today's range in Italian time, and an ISO instant `hours` after its midnight. */
export function today() {
  const range = boardRange('day', italianDayOf(new Date()));
  return { range, at: (hours: number) => new Date(range.from.getTime() + hours * HOUR).toISOString() };
}

export function boardRequest(
  id: number,
  startHour: number,
  over: Partial<DispatchRequest> = {},
): DispatchRequest {
  const { at } = today();
  return {
    id,
    type: 'business',
    status: 'assigned',
    startDatetime: at(startHour),
    endDatetime: at(startHour + 2),
    city: 'Milano',
    place: 'Aeroporto di Milano Linate',
    customer: 'Rossi S.p.A.',
    ...over,
  };
}

/** A staffed request on a PA's lane, with nothing reported from the field unless `over` says so. */
export function boardAssignment(
  id: number,
  startHour: number,
  over: Partial<DispatchAssignment> = {},
): DispatchAssignment {
  return { ...boardRequest(id, startHour), field: null, atRisk: false, ...over };
}

export function waitingRequest(
  id: number,
  startHour: number,
  over: Partial<UnassignedRequest> = {},
): UnassignedRequest {
  return { ...boardRequest(id, startHour, { status: 'created' }), offers: 0, urgent: false, ...over };
}

export function boardOf(over: Partial<DispatchBoard> = {}): DispatchBoard {
  const { range } = today();
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    now: new Date().toISOString(),
    urgentHours: 48,
    atRiskMinutes: 15,
    pas: [
      {
        id: 7,
        firstname: 'Marta',
        lastname: 'Ferri',
        mobile: '+39 333 1234567',
        assignments: [boardAssignment(11, 9), boardAssignment(12, 15)],
      },
      { id: 8, firstname: 'Luca', lastname: 'Neri', mobile: null, assignments: [] },
      {
        id: 9,
        firstname: 'Sara',
        lastname: 'Verdi',
        mobile: '+39 333 7654321',
        assignments: [boardAssignment(13, 10, { status: 'pending-capture' })],
      },
    ],
    unassigned: [
      waitingRequest(21, 8, { urgent: true, offers: 2 }),
      waitingRequest(22, 14, { type: 'consumer' }),
    ],
    ...over,
  };
}
