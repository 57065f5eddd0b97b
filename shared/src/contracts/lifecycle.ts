// The request's life in one table: which event moves which status to which, who may cause it, when in time it
// is allowed and what it queues. The API's conditional updates and the screens' "can this be done" checks both
// read it; no request status is compared anywhere else.
import { AREA_ROLES, type Role } from './roles.ts';
import type { RequestStatus } from './statuses.ts';

export const REQUEST_EVENTS = [
  'file',
  'assign',
  'authorize',
  'extend',
  'cancel',
  'no-show',
  'void',
  'capture',
  'pay-pa',
] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

/** When an event is allowed relative to the service: before its start, after its end, or any time. */
export type TimeRule = 'before-start' | 'after-end' | 'any';

/** What the operators' live dashboards hear of an event (server-sent events); null when they hear nothing. */
export const LIVE_REQUEST_EVENTS = [
  'request.created',
  'request.assigned',
  'request.cancelled',
  'request.paid',
  /** A field report of the assigned PA (field.ts); the request's status does not change. */
  'request.field',
  /** A tracked flight's arrival changed, or it was cancelled or diverted (flight-tracking.ts). */
  'request.travel',
] as const;
export type LiveRequestEvent = (typeof LIVE_REQUEST_EVENTS)[number];

/** The mails an event queues, by template (delivered through the outbox in each recipient's language). */
export type QueuedMail = 'pa-assignment' | 'customer-assignment-summary';

export interface Transition {
  readonly event: RequestEvent;
  /** Statuses the event applies to; empty for `file`, which creates the request. */
  readonly from: readonly RequestStatus[];
  /** Status after the event; `from` statuses a same-status event keeps are listed here too. */
  readonly to: RequestStatus;
  /** Roles that may cause it; ownership and country scope are checked by the API on top. null: the system. */
  readonly by: readonly Role[] | null;
  readonly when: TimeRule;
  readonly queues: readonly QueuedMail[];
  readonly live: LiveRequestEvent | null;
  /** The audit action written for it (kept as the API wrote it before this table, so older rows still read). */
  readonly audit: string;
}

/** The status a cancellation leaves: what the lists that set cancelled requests apart filter on. */
export const CANCELLED_STATUS = 'cancelled' as const satisfies RequestStatus;

const OPERATORS = AREA_ROLES.requests;
const CUSTOMERS = AREA_ROLES.customer;

export const REQUEST_TRANSITIONS: Readonly<Record<RequestEvent, Transition>> = {
  file: {
    event: 'file',
    from: [],
    to: 'created',
    by: CUSTOMERS,
    when: 'before-start',
    live: 'request.created',
    queues: [],
    audit: 'register',
  },
  assign: {
    event: 'assign',
    from: ['created'],
    to: 'assigned',
    by: OPERATORS,
    when: 'any',
    live: 'request.assigned',
    queues: ['pa-assignment', 'customer-assignment-summary'],
    audit: 'assign',
  },
  authorize: {
    event: 'authorize',
    from: ['assigned'],
    to: 'pending-capture',
    by: CUSTOMERS,
    when: 'any',
    live: 'request.paid',
    queues: [],
    audit: 'payment-authorized',
  },
  extend: {
    event: 'extend',
    from: ['pending-capture'],
    to: 'pending-capture',
    by: CUSTOMERS,
    when: 'any',
    live: null,
    queues: [],
    audit: 'extended',
  },
  cancel: {
    event: 'cancel',
    from: ['created', 'assigned', 'pending-capture'],
    to: CANCELLED_STATUS,
    by: CUSTOMERS,
    when: 'before-start',
    live: 'request.cancelled',
    queues: [],
    audit: 'cancel',
  },
  // An operator confirms the PA's "guest not found": the service is cancelled late, after its start (the field
  // report, not the clock, says when it may happen: contracts/field.ts).
  'no-show': {
    event: 'no-show',
    from: ['assigned', 'pending-capture'],
    to: CANCELLED_STATUS,
    by: OPERATORS,
    when: 'any',
    live: 'request.cancelled',
    queues: [],
    audit: 'no-show',
  },
  void: {
    event: 'void',
    from: [CANCELLED_STATUS],
    to: CANCELLED_STATUS,
    by: OPERATORS,
    when: 'any',
    live: null,
    queues: [],
    audit: 'void',
  },
  capture: {
    event: 'capture',
    from: ['pending-capture', 'completed'],
    to: 'completed',
    by: OPERATORS,
    when: 'after-end',
    live: null,
    queues: [],
    audit: 'captured',
  },
  'pay-pa': {
    event: 'pay-pa',
    from: ['completed'],
    to: 'PA-paid',
    by: OPERATORS,
    when: 'any',
    live: null,
    queues: [],
    audit: 'PA-paid',
  },
};

export function transitionOf(event: RequestEvent): Transition {
  return REQUEST_TRANSITIONS[event];
}

/** The statuses an event applies to: what the API's conditional update puts in its `where`. */
export function fromStatuses(event: RequestEvent): readonly RequestStatus[] {
  return REQUEST_TRANSITIONS[event].from;
}

/** The status an event leads to from `status`, or null when the event does not apply to it. */
export function nextStatus(status: string | null | undefined, event: RequestEvent): RequestStatus | null {
  const t = REQUEST_TRANSITIONS[event];
  return t.from.some((s) => s === status) ? t.to : null;
}

export interface LifecycleItem {
  status: string | null | undefined;
  startDatetime?: string | Date | null;
  endDatetime?: string | Date | null;
  /** When the assigned PA reported the service ended (the field `ended` step), if they did. */
  reportedEnd?: string | Date | null;
}

function timeAllows(rule: TimeRule, item: LifecycleItem, now: Date): boolean {
  if (rule === 'any') return true;
  // A service its PA reported ended is over, even before its planned end (the guest left early).
  if (rule === 'after-end' && item.reportedEnd != null && new Date(item.reportedEnd) <= now) return true;
  const at = rule === 'before-start' ? item.startDatetime : item.endDatetime;
  if (at == null) return false;
  const t = new Date(at).getTime();
  return rule === 'before-start' ? t > now.getTime() : t <= now.getTime();
}

/**
 * Whether `event` may happen to `item` now: its status is one the event applies to, the time rule holds and,
 * when a role is given, that role may cause it. Ownership and country scope are the API's to check.
 */
export function canTransition(
  item: LifecycleItem,
  event: RequestEvent,
  opts: { role?: Role | null; now?: Date } = {},
): boolean {
  const t = REQUEST_TRANSITIONS[event];
  if (nextStatus(item.status, event) == null) return false;
  if (opts.role !== undefined && !(t.by ?? []).some((r) => r === opts.role)) return false;
  return timeAllows(t.when, item, opts.now ?? new Date());
}

/** Statuses in which a PA is on the request (assigned and every status an assigned request moves on to). */
export const STAFFED_STATUSES: readonly RequestStatus[] = [
  'assigned',
  'pending-capture',
  'completed',
  'PA-paid',
];

export const isCancelled = (status: string | null | undefined): boolean => status === CANCELLED_STATUS;
export const isStaffed = (status: string | null | undefined): boolean =>
  STAFFED_STATUSES.some((s) => s === status);
/** Still waiting for a PA: filed and not assigned, cancelled or beyond. */
export const awaitsAssignment = (status: string | null | undefined): boolean =>
  (status ?? 'created') === 'created';
