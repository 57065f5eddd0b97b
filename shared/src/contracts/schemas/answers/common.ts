// The answers every area shares: the failure, a bare true or boolean, a list of names.
import * as v from 'valibot';
import { str } from './scalars.ts';

/** Every failure: `{ error, code, fields? }` (fields: dotted path → contract key). */
export const errorAnswerSchema = v.object({
  error: str,
  code: str,
  fields: v.optional(v.record(v.string(), v.string())),
});

export const okAnswerSchema = v.literal(true);

export const doneAnswerSchema = v.boolean();

export const namesAnswerSchema = v.array(str);
