// The query cache keys of this remote's requests: the live updates invalidate and patch them by these prefixes.
import type { RequestType } from '@alfie/shared/contracts';

export const requestKeys = {
  all: ['requests'] as const,
  lists: (type: RequestType) => ['requests', 'list', type] as const,
  list: (type: RequestType, query: Record<string, unknown>) => ['requests', 'list', type, query] as const,
  cities: (type: RequestType) => ['requests', 'cities', type] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
  offers: (id: number) => ['requests', 'offers', id] as const,
  dispatchBoards: ['requests', 'dispatch-board'] as const,
  dispatchBoard: (from: string, to: string) => ['requests', 'dispatch-board', from, to] as const,
};
