// The building blocks the answers' schemas are written with.
import * as v from 'valibot';
import { REVIEW_STATUSES } from '../../statuses.ts';
export const str = v.string();
export const int = v.pipe(v.number(), v.integer());
export const num = v.number();
export const nstr = v.nullable(v.string());
export const nnum = v.nullable(v.number());
export const reviewStatus = v.picklist(REVIEW_STATUSES);
