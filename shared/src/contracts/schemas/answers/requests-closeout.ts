// The closeout of services that are over (modules/requests/closeout).
import * as v from 'valibot';
import { CLOSEOUT_STATES } from '../../closeout.ts';
import { str, int, nstr } from './scalars.ts';

/** GET /request/alfie/closeout: services whose end has passed. */
export const closeoutItemSchema = v.object({
  id: int,
  type: str,
  status: str,
  state: v.picklist(CLOSEOUT_STATES),
  customerName: nstr,
  paName: nstr,
  city: nstr,
  startDatetime: str,
  endDatetime: str,
  actualEndDatetime: nstr,
  reportedEnd: nstr,
  currencyCode: str,
  amount: int,
  finalAmount: v.nullable(int),
  captured: v.nullable(int),
  owed: v.nullable(int),
  paDue: int,
  serviceConfirmedAt: nstr,
  paPaymentInstant: nstr,
  owedWrittenOffAt: nstr,
  owedWriteOffReason: nstr,
});

/** POST /request/alfie/closeout-write-off. */
export const owedWrittenOffSchema = v.object({
  result: v.literal(true),
  id: int,
  currencyCode: str,
  owed: int,
  owedWrittenOffAt: str,
  owedWriteOffReason: str,
});

/** POST /request/alfie/confirm-service. */
export const serviceConfirmedSchema = v.object({
  result: v.literal(true),
  id: int,
  status: str,
  actualEndDatetime: str,
  extraMinutes: int,
  currencyCode: str,
  finalAmount: int,
  captured: int,
  owed: int,
  paDue: int,
});
