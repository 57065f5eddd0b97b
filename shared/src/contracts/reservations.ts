// A customer's reservations split into ongoing and closed, the same way by the API's filter and the screen.
import { isOngoing } from './dates.ts';
import { canTransition, isCancelled } from './lifecycle.ts';

export const RESERVATION_FILTERS = ['', 'ongoing', 'closed'] as const;
export type ReservationFilter = (typeof RESERVATION_FILTERS)[number];

/** Ongoing while its end is later than now and it was not cancelled; a cancelled request stays, as closed. */
export function isReservationOngoing(
  item: { endDatetime: string | Date; status: string },
  now: Date = new Date(),
): boolean {
  return !isCancelled(item.status) && isOngoing(item.endDatetime, now);
}

/** A customer may cancel a request only while its start is in the future and it is not cancelled yet. */
export function canCancelReservation(
  item: { startDatetime: string | Date; status: string },
  now: Date = new Date(),
): boolean {
  return canTransition(item, 'cancel', { now });
}
