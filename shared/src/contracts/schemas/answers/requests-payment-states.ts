// The payment calls that move a request (modules/requests/payment-states).
import * as v from 'valibot';
import { CANCELLED_STATUS } from '../../lifecycle.ts';
import { str, int, num, nstr } from './scalars.ts';

export const paymentAnswerSchema = v.object({
  result: v.literal(true),
  id: int,
  requestId: int,
  status: str,
  amount: num,
  endDatetime: str,
});

export const extensionQuoteSchema = v.object({
  requestId: int,
  endDatetime: str,
  amount: num,
  value: str,
  currencyCode: str,
});

export const capturedSchema = v.object({
  result: v.literal(true),
  id: int,
  status: str,
  captured: v.array(v.object({ id: int, captureId: nstr, amount: num })),
});

export const voidedSchema = v.object({
  result: v.literal(true),
  id: int,
  status: v.literal(CANCELLED_STATUS),
  voided: v.array(int),
});

export const paPaidSchema = v.object({ result: v.literal(true), id: int, status: str });
