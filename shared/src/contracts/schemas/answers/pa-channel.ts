// The PA's side (contracts/pa.ts): requests without the customer's identity or price, offers, assignments (with
// the customer's name and referents), the application. Each names the fields it keeps, so a column added to the
// requests' list item reaches no PA until it is named here.
import * as v from 'valibot';
import { OFFER_RESPONSES, PA_OFFER_STATES } from '../../statuses.ts';
import { requestFieldSchema } from '../field.ts';
import { str, int } from './scalars.ts';
import {
  requestStopSchema,
  referentSchema,
  requestListItemSchema,
  assistedPersonSchema,
  travelSchema,
} from './requests.ts';
import { trackedFlightSchema } from './flights.ts';

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
