// The dispatch board's query: a range of instants, `from` before `to`, at most 7 days long (a calendar week).
import * as v from 'valibot';
import { DISPATCH_BOARD_MAX_RANGE_MS } from '../dispatch-board.ts';
import { ISO_INSTANT } from '../dates.ts';
import { isoDateTime } from './fields.ts';

const instant = v.pipe(
  v.string('REQUIRED.FIELD'),
  // Said again at this level so that the OpenAPI description carries the shape (a nested pipe is not read).
  v.regex(ISO_INSTANT, 'INVALID.DATE'),
  isoDateTime,
  v.transform((s) => new Date(s)),
);

export const dispatchBoardQuerySchema = v.pipe(
  v.object({ from: instant, to: instant }),
  v.forward(
    v.check((q) => q.to.getTime() > q.from.getTime(), 'END.DATE.INVALID'),
    ['to'],
  ),
  v.forward(
    v.check((q) => q.to.getTime() - q.from.getTime() <= DISPATCH_BOARD_MAX_RANGE_MS, 'RANGE.TOO.LONG'),
    ['to'],
  ),
);
export type DispatchBoardQuery = v.InferOutput<typeof dispatchBoardQuerySchema>;
