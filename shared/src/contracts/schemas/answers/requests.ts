// A request as the operators and its customer read it (modules/requests).
import * as v from 'valibot';
import { CANCELLATION_FEE_STATES, CANCELLATION_FREE_REASONS } from '../../cancellation.ts';
import { requestFieldSchema } from '../field.ts';
import { str, int, num, nstr, nnum } from './scalars.ts';
import { customerDetailSchema } from './customers.ts';
import { personalAssistantSchema } from './pa-applicants.ts';
import { travelTrackingSchema } from './flights.ts';

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

export const assistedPersonSchema = v.object({
  id: v.optional(int),
  firstname: str,
  lastname: str,
  title: str,
  mobile: v.optional(nstr),
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

export type RequestStop = v.InferInput<typeof requestStopSchema>;
export type RequestListItem = v.InferInput<typeof requestListItemSchema>;
export type Referent = v.InferInput<typeof referentSchema>;
export type AssistedPerson = v.InferInput<typeof assistedPersonSchema>;
export type Travel = v.InferInput<typeof travelSchema>;
/** The answer of POST register-new-request: the new request's id and the amount the server froze (currency units). */
export type RegisteredRequest = v.InferInput<typeof newRequestAnswerSchema>;
export type RequestDetail = v.InferInput<typeof requestDetailSchema>;
export type CustomerRequest = v.InferInput<typeof customerRequestSchema>;
/** The company a request list item names, when it has one. */
export type RequestCustomerRef = NonNullable<RequestListItem['customers']>;
