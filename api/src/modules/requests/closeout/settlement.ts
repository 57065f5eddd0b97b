// Whether a service is confirmed and its customer amount settled, read from the request's recorded facts: the
// twin in SQL of @alfie/shared/contracts closeout.ts (closeoutStateOf, isSettled), for the closeout list's filter
// and for the conditional update of a PA payout.
import { and, eq, inArray, isNotNull, not, or, type SQL } from 'drizzle-orm';
import {
  CLOSEOUT_STATUSES,
  transitionOf,
  type CloseoutFacts,
  type CloseoutState,
} from '@alfie/shared/contracts';
import { requests } from '../../../db/schema.ts';
import type { RequestRow } from '../lifecycle/transition.ts';

export function factsOf(r: RequestRow): CloseoutFacts {
  return {
    status: r.status,
    serviceConfirmedAt: r.serviceConfirmedAt,
    finalAmount: r.finalAmountCents,
    captured: r.capturedCents,
    owed: r.owedCents,
    owedWrittenOffAt: r.owedWrittenOffAt,
    paPaymentInstant: r.paPaymentInstant,
  };
}

/** Confirmed: the actual end, the final price and what was captured of it are recorded. */
export const confirmedWhere: SQL = and(
  isNotNull(requests.serviceConfirmedAt),
  isNotNull(requests.finalAmountCents),
  isNotNull(requests.capturedCents),
  isNotNull(requests.owedCents),
)!;

const nothingOwed = or(eq(requests.owedCents, 0), isNotNull(requests.owedWrittenOffAt))!;

/** Settled: confirmed, and nothing owed or what is owed written off. */
export const settledWhere: SQL = and(confirmedWhere, nothingOwed)!;

const paid = and(eq(requests.status, transitionOf('pay-pa').to), isNotNull(requests.paPaymentInstant))!;

/** Every closeout row: the four states share these statuses between them. */
export const closeoutRowWhere: SQL = inArray(requests.status, [...CLOSEOUT_STATUSES]);

/** The requests in one closeout state. */
export function closeoutStateWhere(state: CloseoutState): SQL {
  const byFacts: Record<CloseoutState, SQL> = {
    'to-confirm': not(confirmedWhere),
    'to-settle': and(confirmedWhere, not(nothingOwed))!,
    'awaiting-pa-payment': and(settledWhere, not(paid))!,
    'pa-paid': and(settledWhere, paid)!,
  };
  return and(closeoutRowWhere, byFacts[state])!;
}
