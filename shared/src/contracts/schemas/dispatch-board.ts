// The dispatch board's query: a range of instants, `from` before `to`, at most 7 days long (a calendar week).
import * as v from 'valibot';
import { DISPATCH_BOARD_MAX_RANGE_MS } from '../dispatch-board.ts';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const instant = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.maxLength(40, 'TOO.LONG'),
  v.isoTimestamp('INVALID.DATE'),
  // The pattern lets a 30th of February through, and Date would roll it over into March.
  v.check(
    (s) => Number(s.slice(8, 10)) <= daysIn(Number(s.slice(0, 4)), Number(s.slice(5, 7))),
    'INVALID.DATE',
  ),
  v.transform((s) => new Date(s)),
  v.check((d) => !Number.isNaN(d.getTime()), 'INVALID.DATE'),
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
