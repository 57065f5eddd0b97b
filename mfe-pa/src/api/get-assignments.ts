// The PA's assignments of a period (GET /pa/alfie/assignments).
import { useQuery, type Query } from '@alfie/shared/api';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

/** Upcoming (not ended yet, the next one first) or past (the latest first). */
export type AssignmentPeriod = 'upcoming' | 'past';

async function fetchAssignments(period: AssignmentPeriod): Promise<PaAssignmentItem[]> {
  return (await alfie.get('/pa/alfie/assignments', { params: { period } })).data;
}

/** Asked only while `enabled`. */
export function useAssignments(period: AssignmentPeriod, enabled = true): Query<PaAssignmentItem[]> {
  return useQuery(enabled ? ['pa', 'assignments', period] : null, () => fetchAssignments(period));
}
