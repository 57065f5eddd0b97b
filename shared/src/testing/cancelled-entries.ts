// Timeline entries of cancelled requests with each way a cancellation fee ends (charged, owed, none), for the
// front ends' timeline tests.
import type { TimelineEntry } from '@alfie/shared/contracts';

const cancelled = (detail: TimelineEntry['detail']): TimelineEntry => ({
  at: '2026-03-03T08:00:00.000Z',
  kind: 'cancelled',
  actor: { role: 'customer', name: 'Acme Spa' },
  detail: { from: 'assigned', to: 'cancelled', currencyCode: 'EUR', ...detail },
});

/** €82.35 captured in full, €5.00 owed of which €2.00 taken, no fee. */
export const CANCELLED_ENTRIES: TimelineEntry[] = [
  cancelled({ feeCents: 8235, capturedCents: 8235, feeState: 'captured' }),
  cancelled({ feeCents: 500, capturedCents: 200, feeState: 'owed' }),
  cancelled({ feeCents: 0, capturedCents: 0, feeState: 'none' }),
];
