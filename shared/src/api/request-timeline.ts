// A request's timeline (GET /Request/alfie/request-timeline): the operators' full copy or the owning customer's
// filtered one, as the API decides from the caller. Read by the assignment page and the customer's request detail.
import { api } from './client.ts';
import { useLoad } from './use-load.ts';
import type { Load } from './use-load.ts';
import type { TimelineEntry } from '../contracts/timeline.ts';

export async function fetchRequestTimeline(id: number): Promise<TimelineEntry[]> {
  return (await api.get<TimelineEntry[]>('/Request/alfie/request-timeline', { params: { id } })).data;
}

/** The timeline of request `id`; `version` reloads it when the page knows the request changed. */
export function useRequestTimeline(id: number | null, version: unknown = 0): Load<TimelineEntry[]> {
  return useLoad(id === null ? null : () => fetchRequestTimeline(id), [id, version]);
}
