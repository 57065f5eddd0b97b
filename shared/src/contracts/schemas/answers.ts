// What the API answers, as valibot schemas: the API serializes each answer through its schema (a field the schema
// does not name is never sent) and documents it in OpenAPI. The front ends read the types derived from them below.
import * as v from 'valibot';
import { LOCALES } from '../constants.ts';
import { OPERATOR_ROLES, ROLES } from '../roles.ts';
import { OFFER_RESPONSES, PA_OFFER_STATES, REVIEW_STATUSES } from '../statuses.ts';
import { CANCELLED_STATUS } from '../lifecycle.ts';
import { CLOSEOUT_STATES } from '../closeout.ts';
import { MAIL_DELIVERY_STATES, TIMELINE_KINDS } from '../timeline.ts';
import { CANCELLATION_FEE_STATES, CANCELLATION_FREE_REASONS } from '../cancellation.ts';
import { requestFieldSchema } from './field.ts';
import { FIELD_STATUSES } from '../field.ts';
import { TRACKING_STATES } from '../flight-tracking.ts';

const str = v.string();
const int = v.pipe(v.number(), v.integer());
const num = v.number();
const nstr = v.nullable(v.string());
const nnum = v.nullable(v.number());
const reviewStatus = v.picklist(REVIEW_STATUSES);

export const requestConflictSchema = v.object({ requestId: int, startDatetime: str, endDatetime: str });

/** Every failure: `{ error, code, fields? }` (fields: dotted path → contract key). */
export const errorAnswerSchema = v.object({
  error: str,
  code: str,
  fields: v.optional(v.record(v.string(), v.string())),
});
/** assign-request's refusals: PA.BUSY adds the overlapping assignment as `conflict`. */
export const assignRefusalSchema = v.object({
  ...errorAnswerSchema.entries,
  conflict: v.optional(requestConflictSchema),
});

export const okAnswerSchema = v.literal(true);
export const doneAnswerSchema = v.boolean();
export const namesAnswerSchema = v.array(str);

export const loginAnswerSchema = v.object({
  account: v.object({
    token: str,
    role: v.picklist(ROLES),
    accountType: v.picklist(['Customer', 'Operator', 'PersonalAssistant']),
    id: int,
    username: str,
  }),
  currentUserId: int,
  languages: v.array(v.object({ language: v.picklist(LOCALES) })),
  company: v.optional(nstr),
  email: v.optional(str),
  twoFactorEnrolmentRequired: v.optional(v.boolean()),
});

export const twoFactorChallengeSchema = v.object({ twoFactorRequired: v.literal(true), challenge: str });

export const registeredCompanySchema = v.object({
  id: int,
  businessName: str,
  email: str,
  status: reviewStatus,
});

export const companySchema = v.object({
  id: int,
  type: v.literal('customer-b2b'),
  businessName: str,
  country: str,
  city: str,
  postalCode: str,
  street: str,
  vatCode: nstr,
  fiscalCode: nstr,
  sdi: nstr,
  email: str,
  status: reviewStatus,
  createDate: str,
});

export const customerDetailSchema = v.pick(companySchema, [
  'id',
  'businessName',
  'country',
  'postalCode',
  'vatCode',
  'sdi',
  'email',
  'city',
  'street',
  'fiscalCode',
]);

export const companyDetailSchema = v.object({ ...customerDetailSchema.entries, status: reviewStatus });

export const requestStopSchema = v.object({
  city: str,
  poi: nstr,
  poiId: nnum,
  street: nstr,
  poiPrice: nnum,
  cityPrice: nnum,
  flatPrice: nnum,
  streetNumber: nstr,
  postalCode: nstr,
  cityId: int,
  countryId: int,
  country: str,
  orderIndex: int,
});

export const referentSchema = v.object({
  firstname: str,
  lastname: str,
  phone: str,
  mobile: str,
  email: str,
});

const slot = v.optional(nstr);
export const requestListItemSchema = v.object({
  id: int,
  uId: str,
  type: v.picklist(['business', 'consumer']),
  /** UTC without a zone suffix, as older clients expect. */
  createDate: str,
  startDatetime: str,
  endDatetime: str,
  status: str,
  personalAssistantId: nnum,
  passengers: int,
  cities: v.array(requestStopSchema),
  customers: v.nullable(v.object({ id: int, businessName: str, vatCode: nstr, email: str })),
  services: nstr,
  serviceNotes: nstr,
  helpNotes: nstr,
  requiredVehicle: nstr,
  requiredVehicle1: slot,
  requiredVehicle2: slot,
  requiredVehicle3: slot,
  requiredVehicle4: slot,
  requiredVehicle5: slot,
  requiredVehicle6: slot,
  requiredVehicle7: slot,
  requiredCulture1: slot,
  requiredCulture2: slot,
  requiredCulture3: slot,
  requiredCulture4: slot,
  requiredCulture5: slot,
  requiredCulture6: slot,
  amount: nnum,
  additionalDetails: nstr,
  paPaymentAmount: nnum,
  paPaymentInstant: nstr,
  referents: v.array(referentSchema),
  currencyCode: v.optional(str),
  currencySymbol: v.optional(str),
});

export const personalAssistantSummarySchema = v.object({
  id: int,
  firstname: str,
  firstName: str,
  lastname: str,
  lastName: str,
  email: str,
  phone: nstr,
  mobile: nstr,
  homeTown: nstr,
  birthdate: nstr,
  /** 'role - company' */
  job: nstr,
  hobby: nstr,
  status: reviewStatus,
  createDate: nstr,
});

export const personalAssistantSchema = v.object({
  ...personalAssistantSummarySchema.entries,
  languagesSpoken: v.array(v.object({ culture: str, knowledgeLevel: num })),
  vehicles: v.array(v.object({ vehicleType: str, brand: str, model: str, registrationYear: int })),
  assigns: v.array(v.object({ date: str, city: str })),
});

export const fitReasonSchema = v.variant('code', [
  v.object({ code: v.literal('language'), culture: str, level: nnum, met: v.boolean() }),
  v.object({ code: v.literal('vehicle'), asked: v.array(str), owned: v.array(str), met: v.boolean() }),
  v.object({ code: v.literal('city'), city: str, met: v.boolean() }),
  v.object({ code: v.literal('week-assignments'), count: int }),
  v.object({ code: v.literal('pa-cost'), amount: num, currencyCode: str }),
]);
export const offerFitSchema = v.object({ score: int, reasons: v.array(fitReasonSchema) });

export const paOfferSchema = v.object({
  ...personalAssistantSchema.entries,
  response: str,
  conflict: v.nullable(requestConflictSchema),
  fit: offerFitSchema,
});

export const assistedPersonSchema = v.object({
  id: v.optional(int),
  firstname: str,
  lastname: str,
  title: str,
  mobile: v.optional(nstr),
});

/** A travel's tracking (contracts/flight-tracking.ts); also the answer of POST travel-refresh, one per travel. */
export const travelTrackingSchema = v.object({
  state: v.picklist(TRACKING_STATES),
  scheduledArrival: nstr,
  expectedArrival: nstr,
  landedAt: nstr,
  observedAt: nstr,
});

export const travelSchema = v.object({
  type: v.picklist(['airplain', 'train']),
  code: str,
  company: str,
  lastname: v.optional(nstr),
  from: v.optional(nstr),
  to: v.optional(nstr),
  arrivalDatetime: v.optional(nstr),
  tracking: v.optional(travelTrackingSchema),
});

export const requestDetailSchema = v.object({
  request: requestListItemSchema,
  customer: v.nullable(customerDetailSchema),
  referents: v.array(referentSchema),
  assisted: v.array(assistedPersonSchema),
  travels: v.array(travelSchema),
  assignedTo: v.nullable(personalAssistantSchema),
  field: v.optional(requestFieldSchema),
});

export const countryForFormSchema = v.object({
  id: int,
  /** The stored name, the key requests, companies and operators keep (and send back). */
  name: str,
  /** The name in the language asked (`language`; the stored name without one); an older API sends none. */
  label: v.optional(str),
  cities: v.array(v.object({ id: int, cityName: str, poIs: v.array(v.object({ id: int, name: str })) })),
});

export const pointOfInterestSchema = v.object({
  id: int,
  name: str,
  /** Hourly rate in currency units. */
  price: num,
  /** Flat fee in hours. */
  forfait: num,
  percToPA: num,
  cityId: int,
});

export const cityRuleSchema = v.object({
  id: int,
  countryId: int,
  cityName: str,
  price: num,
  forfait: nnum,
  percToPA: num,
});

export const cityPricingSchema = v.object({
  ...cityRuleSchema.entries,
  poIs: v.array(pointOfInterestSchema),
});

export const countrySchema = v.object({
  id: int,
  name: str,
  countryCode: str,
  vat: num,
  withholdingTax: num,
  currencySymbol: str,
  currencyCode: str,
  travelBufferMinutes: int,
  noShowWaitMinutes: int,
  cancellationPolicy: v.array(v.object({ hoursBefore: int, percent: int })),
});

export const countryPricingSchema = v.object({
  ...countrySchema.entries,
  cities: v.array(cityPricingSchema),
});

// GET /request/alfie/price-rules: what the request form's live quote needs. The PA's share (percToPA), the PA's
// withholding tax and the travel buffer are the agency's own figures: operators read them, customers never.
export const customerPoiPriceSchema = v.omit(pointOfInterestSchema, ['percToPA']);

export const customerCityPriceSchema = v.object({
  ...v.omit(cityRuleSchema, ['percToPA']).entries,
  poIs: v.array(customerPoiPriceSchema),
});

export const customerCountryPricingSchema = v.object({
  ...v.omit(countrySchema, ['withholdingTax', 'travelBufferMinutes']).entries,
  cities: v.array(customerCityPriceSchema),
});

/** create-new-price: the city rule, or the city's POI rules. */
export const savedPriceRuleSchema = v.union([
  cityRuleSchema,
  v.object({ id: int, countryId: int, pois: v.array(pointOfInterestSchema) }),
]);

export const operatorSchema = v.object({
  id: int,
  firstname: str,
  lastname: str,
  email: str,
  createdDate: str,
  account: v.object({ id: int, username: str, role: v.picklist(ROLES), country: nstr }),
});

export const customerRequestSchema = v.object({
  id: int,
  startDatetime: str,
  endDatetime: str,
  createDate: str,
  status: str,
  cities: v.array(v.object({ city: str, street: nstr, poi: nstr })),
  finalAmount: v.nullable(int),
  currencyCode: str,
  cancellationFee: v.nullable(
    v.object({ state: v.picklist(CANCELLATION_FEE_STATES), feeCents: int, capturedCents: int }),
  ),
});

export const newRequestAnswerSchema = v.object({ id: int, amount: num, currencyCode: str });

export const twoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  recoveryCodesLeft: int,
});
export const twoFactorSetupSchema = v.object({ secret: str, otpauthUri: str });
export const twoFactorEnabledSchema = v.object({ recoveryCodes: v.array(str), token: str });
export const twoFactorDisabledSchema = v.object({ token: str });
export const twoFactorPolicySchema = v.object({
  roles: v.array(v.object({ role: v.picklist(OPERATOR_ROLES), required: v.boolean() })),
});

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

// The PA's side (contracts/pa.ts): requests without the customer's identity or price, offers, assignments (with
// the customer's name and referents), the application. Each names the fields it keeps, so a column added to the
// requests' list item reaches no PA until it is named here.
const paCustomerRefSchema = v.nullable(v.object({ id: int, businessName: str }));

export const paStopSchema = v.pick(requestStopSchema, [
  'city',
  'poi',
  'poiId',
  'street',
  'streetNumber',
  'postalCode',
  'cityId',
  'countryId',
  'country',
  'orderIndex',
]);

export const paRequestSummarySchema = v.object({
  ...v.pick(requestListItemSchema, [
    'id',
    'uId',
    'type',
    'createDate',
    'startDatetime',
    'endDatetime',
    'status',
    'personalAssistantId',
    'passengers',
    'services',
    'serviceNotes',
    'helpNotes',
    'requiredVehicle',
    'requiredVehicle1',
    'requiredVehicle2',
    'requiredVehicle3',
    'requiredVehicle4',
    'requiredVehicle5',
    'requiredVehicle6',
    'requiredVehicle7',
    'requiredCulture1',
    'requiredCulture2',
    'requiredCulture3',
    'requiredCulture4',
    'requiredCulture5',
    'requiredCulture6',
    'additionalDetails',
    'paPaymentAmount',
    'paPaymentInstant',
    'currencyCode',
    'currencySymbol',
  ]).entries,
  cities: v.array(paStopSchema),
});

export const requestFitSchema = v.object({ languages: v.boolean(), vehicle: v.boolean(), city: v.boolean() });

export const openRequestItemSchema = v.object({
  ...paRequestSummarySchema.entries,
  offered: v.boolean(),
  fit: requestFitSchema,
});

export const paOfferItemSchema = v.object({
  requestId: int,
  response: v.picklist(OFFER_RESPONSES),
  offeredAt: str,
  withdrawable: v.boolean(),
  assignedToMe: v.boolean(),
  state: v.picklist(PA_OFFER_STATES),
  /** The PA's own assignment (request id) this offer overlaps, travel time included; null when none. */
  clashesWith: v.nullable(int),
  request: paRequestSummarySchema,
});

/** A request's tracked flight once the provider said something of it, and the PA's meeting it moved. */
export const trackedFlightSchema = v.object({ code: str, tracking: travelTrackingSchema, meetingAt: str });

export const paAssignmentItemSchema = v.object({
  ...paRequestSummarySchema.entries,
  customers: paCustomerRefSchema,
  referents: v.array(referentSchema),
  assisted: v.array(assistedPersonSchema),
  travels: v.array(travelSchema),
  /** What the server recorded of the service in the field (the card shows it, and offers the next step). */
  field: requestFieldSchema,
  /** The country's waiting time before the PA may report a guest not found. */
  noShowWaitMinutes: int,
  /** Its tracked flight: the card shows the meeting it moved, and the no-show clock counts from it. */
  flight: v.optional(trackedFlightSchema),
});

export const applyCountrySchema = v.object({
  id: int,
  name: str,
  cities: v.array(v.object({ id: int, cityName: str })),
});

export const paApplicationAnswerSchema = v.object({ id: int });

export const offerAnswerSchema = v.object({ requestId: int, offered: v.boolean() });

export const unservedCountryCompanySchema = v.pick(companySchema, [
  'id',
  'businessName',
  'country',
  'city',
  'email',
  'status',
  'createDate',
]);

// The request timeline (contracts/timeline.ts): oldest first; the customer's copy is filtered by the API.
const optionalNstr = v.optional(nstr);
export const timelineEntrySchema = v.object({
  at: str,
  kind: v.picklist(TIMELINE_KINDS),
  actor: v.object({ role: v.nullable(v.picklist(ROLES)), name: nstr }),
  detail: v.object({
    from: optionalNstr,
    to: optionalNstr,
    endFrom: optionalNstr,
    endTo: optionalNstr,
    amountCents: v.optional(int),
    currencyCode: v.optional(str),
    paymentKind: v.optional(str),
    template: v.optional(str),
    deliveryState: v.optional(v.picklist(MAIL_DELIVERY_STATES)),
    recipient: v.optional(str),
    paFirstName: v.optional(str),
    paLastName: v.optional(str),
    paId: v.optional(int),
    feeCents: v.optional(int),
    capturedCents: v.optional(int),
    feeState: v.optional(v.picklist(CANCELLATION_FEE_STATES)),
    travelCode: v.optional(str),
    travelState: v.optional(str),
    arrivalFrom: optionalNstr,
    arrivalTo: optionalNstr,
    reason: v.optional(str),
  }),
});

/** GET /request/alfie/cancellation-quote: what cancelling now costs, and when that changes. */
export const cancellationQuoteSchema = v.object({
  feeCents: int,
  currencyCode: str,
  percent: int,
  reason: v.nullable(v.picklist(CANCELLATION_FREE_REASONS)),
  freeUntil: nstr,
  changesAt: nstr,
  nextFeeCents: v.nullable(int),
});

// The dispatch board (contracts/dispatch-board.ts): PAs with their staffed requests, and the unassigned lane.
const dispatchRequestSchema = v.object({
  id: int,
  type: str,
  status: str,
  startDatetime: str,
  endDatetime: str,
  city: str,
  place: nstr,
  customer: nstr,
  flight: v.optional(trackedFlightSchema),
});
export const dispatchBoardSchema = v.object({
  from: str,
  to: str,
  now: str,
  urgentHours: int,
  atRiskMinutes: int,
  pas: v.array(
    v.object({
      id: int,
      firstname: str,
      lastname: str,
      mobile: nstr,
      assignments: v.array(
        v.object({
          ...dispatchRequestSchema.entries,
          field: v.nullable(v.picklist(FIELD_STATUSES)),
          atRisk: v.boolean(),
        }),
      ),
    }),
  ),
  unassigned: v.array(v.object({ ...dispatchRequestSchema.entries, offers: int, urgent: v.boolean() })),
});

// The answers' types, read from the schemas above (a type is never written beside its schema).
export type LoginResponse = v.InferInput<typeof loginAnswerSchema>;
export type Company = v.InferInput<typeof companySchema>;
export type CustomerDetail = v.InferInput<typeof customerDetailSchema>;
export type RequestStop = v.InferInput<typeof requestStopSchema>;
export type RequestListItem = v.InferInput<typeof requestListItemSchema>;
export type Referent = v.InferInput<typeof referentSchema>;
export type AssistedPerson = v.InferInput<typeof assistedPersonSchema>;
export type Travel = v.InferInput<typeof travelSchema>;
/** The answer of POST register-new-request: the new request's id and the amount the server froze (currency units). */
export type RegisteredRequest = v.InferInput<typeof newRequestAnswerSchema>;
export type RequestDetail = v.InferInput<typeof requestDetailSchema>;
export type PersonalAssistant = v.InferInput<typeof personalAssistantSchema>;
/** A PA who offered availability for a request; response 'read' is hidden by the assignment page. */
export type PaOffer = v.InferInput<typeof paOfferSchema>;
export type CountryForForm = v.InferInput<typeof countryForFormSchema>;
export type PointOfInterest = v.InferInput<typeof pointOfInterestSchema>;
export type CityPricing = v.InferInput<typeof cityPricingSchema>;
export type CountryPricing = v.InferInput<typeof countryPricingSchema>;
/** GET /request/alfie/price-rules: a POI's rule as the request form's quote needs it (no PA share). */
export type CustomerPoiPrice = v.InferInput<typeof customerPoiPriceSchema>;
/** A city's rule for the customer's quote, with its POIs. */
export type CustomerCityPrice = v.InferInput<typeof customerCityPriceSchema>;
/** A country's rules for the customer's quote: no PA withholding tax, no travel buffer. */
export type CustomerCountryPricing = v.InferInput<typeof customerCountryPricingSchema>;
export type Operator = v.InferInput<typeof operatorSchema>;
export type CustomerRequest = v.InferInput<typeof customerRequestSchema>;
/** The company a request list item names, when it has one. */
export type RequestCustomerRef = NonNullable<RequestListItem['customers']>;
export type SpokenLanguage = PersonalAssistant['languagesSpoken'][number];
export type PaVehicle = PersonalAssistant['vehicles'][number];
export type PastAssignment = PersonalAssistant['assigns'][number];
export type CityForForm = CountryForForm['cities'][number];
export type PoiForForm = CityForForm['poIs'][number];
