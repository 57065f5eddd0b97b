// The dispatch board of a period (GET /request/alfie/dispatch-board), re-asked on every live request event (a filing,
// an assignment, a cancellation or a payment can each move a request on the board). The answer is checked against
// the contract, so the screen never draws a board the API did not describe.
import { useCallback } from 'react';
import * as v from 'valibot';
import { invalidateQueries, prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import { useRequestEvents } from '@alfie/shared/api/request-events';
import type { DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import { dispatchBoardSchema } from '@alfie/shared/contracts/schemas/answers';
import { alfie } from './alfie.ts';

export const dispatchBoardKeys = {
  /** Every period's board. */
  all: ['requests', 'dispatch-board'] as const,
  board: (from: string, to: string) => ['requests', 'dispatch-board', from, to] as const,
};

async function fetchDispatchBoard(from: string, to: string): Promise<DispatchBoard> {
  // Quiet: the board shows its own loader, and live refreshes must not cover the page.
  const res = await alfie.get('/request/alfie/dispatch-board', {
    params: { from, to },
    skipLoader: true,
  });
  return v.parse(dispatchBoardSchema, res.data);
}

/** The board of a period: its cache key and its call (the hook's, and the dashboard's preload). */
function boardQuery(from: Date, to: Date) {
  const f = from.toISOString();
  const t = to.toISOString();
  return { key: dispatchBoardKeys.board(f, t), load: () => fetchDispatchBoard(f, t) };
}

export function prefetchDispatchBoard(from: Date, to: Date): void {
  const { key, load } = boardQuery(from, to);
  prefetchQuery(key, load);
}

/** The board of a period, kept current by the live events while `live`. */
export function useDispatchBoard(from: Date, to: Date, live = true): Query<DispatchBoard> {
  const { key, load } = boardQuery(from, to);
  const board = useQuery(key, load);
  useRequestEvents(
    useCallback(() => invalidateQueries(dispatchBoardKeys.all), []),
    live,
  );
  return board;
}
