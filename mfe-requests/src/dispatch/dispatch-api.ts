// The dispatch board's call and its cached query, re-run on every live request event (a filing, an assignment, a
// cancellation or a payment can each move a request on the board). The answer is checked against the contract, so
// the screen never draws a board the API did not describe.
import { useCallback } from 'react';
import * as v from 'valibot';
import { invalidateQueries, useQuery } from '@alfie/shared/api';
import { useRequestEvents } from '@alfie/shared/api/request-events';
import type { DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import { dispatchBoardSchema } from '@alfie/shared/contracts/schemas/answers';
import { alfie } from '../api/alfie.ts';
import { requestKeys } from '../requests/request-keys.ts';

export async function fetchDispatchBoard(from: string, to: string): Promise<DispatchBoard> {
  // Quiet: the board shows its own loader, and live refreshes must not cover the page.
  const res = await alfie.get('/request/alfie/dispatch-board', {
    params: { from, to },
    skipLoader: true,
  });
  return v.parse(dispatchBoardSchema, res.data);
}

/** The board of a period: its cache key and its call (the hook's, and the dashboard's preload). */
export function dispatchBoardQuery(from: Date, to: Date) {
  const f = from.toISOString();
  const t = to.toISOString();
  return { key: requestKeys.dispatchBoard(f, t), load: () => fetchDispatchBoard(f, t) };
}

/** The board of a period, kept current by the live events while `live`. */
export function useDispatchBoard(from: Date, to: Date, live = true) {
  const { key, load } = dispatchBoardQuery(from, to);
  const board = useQuery(key, load);
  useRequestEvents(
    useCallback(() => invalidateQueries(requestKeys.dispatchBoards), []),
    live,
  );
  return board;
}
