// A request's timeline (GET /Request/alfie/request-timeline): the operators' full copy or the owning customer's
// filtered one, as the API decides from the caller. Read by the assignment page and the customer's request detail;
// a subpath of its own, so the shell's login route does not carry it.
// Imports the client and the cache by the package's name, so a remote uses the host's configured singletons.
import { api, useQuery, type Query } from '@alfie/shared/api';
import type { TimelineEntry } from '../contracts/timeline.ts';

export async function fetchRequestTimeline(id: number): Promise<TimelineEntry[]> {
  return (await api.get<TimelineEntry[]>('/Request/alfie/request-timeline', { params: { id } })).data;
}

/**
 * The timeline of request `id`, cached under ['requests', 'timeline', id] (so a live change of the request that
 * invalidates ['requests'] reloads it); `version` reloads it when the page knows the request changed.
 */
export function useRequestTimeline(id: number | null, version: unknown = 0): Query<TimelineEntry[]> {
  return useQuery(id === null ? null : ['requests', 'timeline', id, String(version)], () =>
    fetchRequestTimeline(id!),
  );
}
