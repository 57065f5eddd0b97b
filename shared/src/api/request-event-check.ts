// The live events' check against the contract, loaded with a page's first stream rather than with the page: valibot
// and the schema weighed on the dashboard's first load, which opens its stream only once its rows are shown
// (docs/performance.md).
import * as v from 'valibot';
import { requestEventDataSchema, type RequestEventData } from '../contracts/events.ts';

/** The event's data as the contract describes it, or null for data this screen cannot read (a newer server's). */
export function readEventData(json: unknown): RequestEventData | null {
  const parsed = v.safeParse(requestEventDataSchema, json);
  return parsed.success ? parsed.output : null;
}
