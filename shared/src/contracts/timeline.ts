// The request timeline (GET /Request/alfie/request-timeline): the closed list of entry kinds the screens translate,
// the mail delivery states, and the shape of an entry. `detail` is data, never prose, so every screen words it.
import type { InferInput } from 'valibot';
import type { timelineEntrySchema } from './schemas/answers.ts';
import type { CancellationFeeState } from './cancellation.ts';

export const TIMELINE_KINDS = [
  'filed',
  'edited',
  'offer-received',
  'offer-withdrawn',
  'assigned',
  'mail',
  'payment-authorized',
  'payment-captured',
  'payment-voided',
  'cancelled',
  'completed',
  'pa-paid',
  // The assigned PA's field reports (field.ts), one kind per status.
  'field.on-the-way',
  'field.at-meeting-point',
  'field.guest-met',
  'field.ended',
  'field.no-show',
  // An operator found the PA's "guest not found" wrong: the service runs on (operators only).
  'field.no-show-refused',
  // A tracked flight's arrival moved by more than the threshold, or the flight was cancelled or diverted.
  'travel.changed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** A queued mail's delivery as the timeline shows it ('sending' in the outbox reads as pending). */
export const MAIL_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** The kinds the owning customer sees; the rest (offers, mails, edits, the PA's pay) is for operators only. */
export const CUSTOMER_TIMELINE_KINDS: readonly TimelineKind[] = [
  'filed',
  'assigned',
  'payment-authorized',
  'payment-captured',
  'payment-voided',
  'cancelled',
  'completed',
  'field.on-the-way',
  'field.at-meeting-point',
  'field.guest-met',
  'field.ended',
  'field.no-show',
];

/** The facts of an entry; each kind fills the fields it has. */
export interface TimelineDetail {
  /** Request status before and after (filed, edited, assigned, cancelled, completed, pa-paid). */
  from?: string | null;
  to?: string | null;
  /** The service end before and after an extension (ISO instants). */
  endFrom?: string | null;
  endTo?: string | null;
  /** Payment entries. */
  amountCents?: number;
  currencyCode?: string;
  /** 'booking' or 'extension'. */
  paymentKind?: string;
  /** Mail entries: the template and its delivery; `recipient` is the address (operators only). */
  template?: string;
  deliveryState?: MailDeliveryState;
  recipient?: string;
  /** The PA of an offer or an assignment; the customer gets only the first name. */
  paFirstName?: string;
  paLastName?: string;
  paId?: number;
  /** The cancelled entry: the fee of the cancellation (currencyCode with it) and how it was settled. */
  feeCents?: number;
  /** Of the fee, what was actually taken from the customer's payment. */
  capturedCents?: number;
  feeState?: CancellationFeeState;
  /** travel.changed: the flight, its new state and the expected arrival before and after (ISO instants). */
  travelCode?: string;
  travelState?: string;
  arrivalFrom?: string | null;
  arrivalTo?: string | null;
  /** The completed entry: why the operator set the actual end (the PA reported none), operators only. */
  reason?: string;
}

export type TimelineEntry = InferInput<typeof timelineEntrySchema>;
