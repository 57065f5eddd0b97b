// The authorizations themselves: those about to expire and the authorization job's report (modules/payments).
import * as v from 'valibot';
import { str, int, num, nstr } from './scalars.ts';

export const expiringAuthorizationSchema = v.object({
  id: int,
  requestId: int,
  orderId: str,
  authorizationId: str,
  amount: num,
  currencyCode: str,
  kind: v.picklist(['booking', 'extension']),
  expiresAt: nstr,
  validUntil: nstr,
  reauthorized: v.boolean(),
  startDatetime: str,
  endDatetime: str,
  reason: v.picklist(['validity-ending', 'honour-ending']),
});

export const authorizationJobSchema = v.object({
  reauthorized: v.array(v.object({ id: int, requestId: int, authorizationId: str })),
  voided: v.array(int),
  expired: v.array(int),
  failed: v.array(v.object({ id: int, error: str })),
  skipped: v.array(int),
});
