// Answers of the PA's side (/pa/alfie/...): open requests with offer and fit, the PA's offers and assignments.
import type { InferInput } from 'valibot';
import type {
  applyCountrySchema,
  offerAnswerSchema,
  openRequestItemSchema,
  paApplicationAnswerSchema,
  paAssignmentItemSchema,
  paOfferItemSchema,
  paRequestSummarySchema,
  paStopSchema,
  requestFitSchema,
} from './schemas/answers.ts';
import type { RequestCustomerRef } from './schemas/answers.ts';

/** What a request asks against what the PA has: each true when the PA meets it (or nothing is asked). */
export type RequestFit = InferInput<typeof requestFitSchema>;

/** The customer as a PA sees it: the name only, no contact details. */
export type PaCustomerRef = Pick<RequestCustomerRef, 'id' | 'businessName'>;

/** A stop as a PA reads it: where, without the customer's prices. */
export type PaStop = InferInput<typeof paStopSchema>;

/**
 * A request as a PA sees it before assignment (open requests, offers): times, stops, services, languages, vehicle,
 * notes and what the PA would earn (paPaymentAmount). Never the customer's identity (customers, referents) nor the
 * customer's price (amount, the stops' prices).
 */
export type PaRequestSummary = InferInput<typeof paRequestSummarySchema>;

/** GET /pa/alfie/open-requests item. */
export type OpenRequestItem = InferInput<typeof openRequestItemSchema>;

/** GET /pa/alfie/offers item: one offer of the calling PA, live or withdrawn. */
export type PaOfferItem = InferInput<typeof paOfferItemSchema>;

/**
 * GET /pa/alfie/assignments item: what the PA needs on the day. The summary (times, stops in order, services,
 * notes, paPaymentAmount) with the customer's name, referents with phones, assisted people and flights or trains.
 */
export type PaAssignmentItem = InferInput<typeof paAssignmentItemSchema>;

/**
 * GET /PersonalAssistant/alfie/apply-cities (public): the cities an applicant may choose, by country, with the same
 * ids as get-cities; the application form is filled before there is a token.
 */
export type ApplyCountry = InferInput<typeof applyCountrySchema>;

/** POST /PersonalAssistant/alfie/apply answer. */
export type PaApplicationAnswer = InferInput<typeof paApplicationAnswerSchema>;

/** POST /pa/alfie/offer and withdraw-offer answer. */
export type OfferAnswer = InferInput<typeof offerAnswerSchema>;
