// The PA's assignments kept from the last answer of the server, for the assignments page without a network:
// per account (the phone may change hands; logout drops them), and read back as today's and tomorrow's only.
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { offlineCopyKey } from '@alfie/shared/session/offline-copies';

export interface OfflineAssignments {
  /** When the server last answered (ISO). */
  syncedAt: string;
  items: PaAssignmentItem[];
}

const key = (userId: number) => offlineCopyKey('pa-assignments', userId);

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
/** Midnight `days` local days after `d`'s (calendar days, whatever the daylight saving change). */
const daysAfter = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** Assignments under way or starting between the start of `from`'s day and the end of `days` days later. */
function within(items: PaAssignmentItem[], from: Date, days: number): PaAssignmentItem[] {
  const opens = startOfDay(from).getTime();
  const closes = daysAfter(from, days).getTime();
  return items.filter(
    (item) =>
      new Date(item.endDatetime).getTime() >= opens && new Date(item.startDatetime).getTime() < closes,
  );
}

/**
 * Keeps the assignments of the next three days of `now` (a copy taken late today still covers tomorrow's
 * tomorrow); a full or blocked storage keeps nothing, and the page works as without a copy.
 */
export function keepAssignments(userId: number, items: PaAssignmentItem[], now = new Date()): void {
  const copy: OfflineAssignments = { syncedAt: now.toISOString(), items: within(items, now, 3) };
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(copy));
  } catch {
    // Nothing kept: offline, the page says it cannot load, as it did before.
  }
}

/** The kept copy, today's and tomorrow's assignments of `now` only; null when none was kept or it is unreadable. */
export function keptAssignments(userId: number, now = new Date()): OfflineAssignments | null {
  try {
    const stored = window.localStorage.getItem(key(userId));
    const copy = stored ? (JSON.parse(stored) as Partial<OfflineAssignments>) : null;
    if (!copy || typeof copy.syncedAt !== 'string' || !Array.isArray(copy.items)) return null;
    if (Number.isNaN(Date.parse(copy.syncedAt))) return null;
    return { syncedAt: copy.syncedAt, items: within(copy.items, now, 2) };
  } catch {
    return null;
  }
}
