// Answers of the PA's side (/pa/alfie/...): open requests with offer and fit, the PA's offers and assignments.
import type { OfferResponse, PaOfferState } from './statuses.ts';
import type {
  AssistedPerson,
  Referent,
  RequestCustomerRef,
  RequestListItem,
  RequestStop,
  Travel,
} from './types.ts';
import type { RequestField } from './schemas/field.ts';
import type { DispatchFlight } from './dispatch-board.ts';

/** What a request asks against what the PA has: each true when the PA meets it (or nothing is asked). */
export interface RequestFit {
  /** The PA speaks every required language at intermediate level (50) or better. */
  languages: boolean;
  /** The PA owns a vehicle of one of the required types (or the request needs none). */
  vehicle: boolean;
  /** Every stop is in a city the PA works in. */
  city: boolean;
}

/** The customer as a PA sees it: the name only, no contact details. */
export type PaCustomerRef = Pick<RequestCustomerRef, 'id' | 'businessName'>;

/** A stop as a PA reads it: where, without the customer's prices. */
export type PaStop = Omit<RequestStop, 'poiPrice' | 'cityPrice' | 'flatPrice'>;

/**
 * A request as a PA sees it before assignment (open requests, offers): times, stops, services, languages, vehicle,
 * notes and what the PA would earn (paPaymentAmount). Never the customer's identity (customers, referents) nor the
 * customer's price (amount, the stops' prices).
 */
export type PaRequestSummary = Omit<RequestListItem, 'referents' | 'customers' | 'amount' | 'cities'> & {
  cities: PaStop[];
};

/** GET /pa/alfie/open-requests item. */
export type OpenRequestItem = PaRequestSummary & {
  /** This PA has a live offer for the request. */
  offered: boolean;
  fit: RequestFit;
};

/** GET /pa/alfie/offers item: one offer of the calling PA, live or withdrawn. */
export interface PaOfferItem {
  requestId: number;
  response: OfferResponse;
  /** ISO instant. */
  offeredAt: string;
  /** Withdraw is allowed: the request is not assigned. */
  withdrawable: boolean;
  /** The request was assigned to the calling PA. */
  assignedToMe: boolean;
  /** Where the offer stands (PA_OFFER_STATES). */
  state: PaOfferState;
  /** The PA's own assignment this offer overlaps (the operators' busy rule); null when none. */
  clashesWith: number | null;
  request: PaRequestSummary;
}

/**
 * GET /pa/alfie/assignments item: what the PA needs on the day. The summary (times, stops in order, services,
 * notes, paPaymentAmount) with the customer's name, referents with phones, assisted people and flights or trains.
 */
export type PaAssignmentItem = PaRequestSummary & {
  customers: PaCustomerRef | null;
  referents: Referent[];
  assisted: AssistedPerson[];
  travels: Travel[];
  field: RequestField;
  noShowWaitMinutes: number;
  /** Its tracked flight, once the provider said something of it: the meeting moves with the arrival. */
  flight?: DispatchFlight;
};

/**
 * GET /PersonalAssistant/alfie/apply-cities (public): the cities an applicant may choose, by country, with the same
 * ids as get-cities; the application form is filled before there is a token.
 */
export interface ApplyCountry {
  id: number;
  name: string;
  cities: { id: number; cityName: string }[];
}

/** POST /PersonalAssistant/alfie/apply answer. */
export interface PaApplicationAnswer {
  id: number;
}

/** POST /pa/alfie/offer and withdraw-offer answer. */
export interface OfferAnswer {
  requestId: number;
  offered: boolean;
}
