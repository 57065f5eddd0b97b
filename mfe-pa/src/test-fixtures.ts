// Requests, offers and assignments as the PA's calls answer them, for mfe-pa's tests.
import type {
  ApplyCountry,
  OpenRequestItem,
  PaAssignmentItem,
  PaOfferItem,
  PaRequestSummary,
  PaStop,
} from '@alfie/shared/contracts';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

export const COUNTRIES: ApplyCountry[] = [
  {
    id: 1,
    name: 'Italia',
    cities: [
      { id: 11, cityName: 'Milano' },
      { id: 12, cityName: 'Roma' },
    ],
  },
  { id: 2, name: 'France', cities: [{ id: 21, cityName: 'Paris' }] },
];

export function stop(city: string, orderIndex: number, extra: Partial<PaStop> = {}): PaStop {
  return {
    city,
    poi: null,
    poiId: null,
    street: null,
    streetNumber: null,
    postalCode: null,
    cityId: 11,
    countryId: 1,
    country: 'Italia',
    orderIndex,
    ...extra,
  };
}

export function summary(
  id: number,
  startInHours: number,
  extra: Partial<PaRequestSummary> = {},
): PaRequestSummary {
  return {
    id,
    uId: `R-${id}`,
    type: 'business',
    createDate: '2026-05-01T08:00:00',
    startDatetime: at(startInHours),
    endDatetime: at(startInHours + 2),
    status: 'created',
    personalAssistantId: null,
    passengers: 2,
    cities: [
      stop('Milano', 0, { poi: 'Malpensa' }),
      stop('Milano', 1, { street: 'Via Torino', streetNumber: '5' }),
    ],
    services: null,
    serviceNotes: null,
    helpNotes: null,
    requiredVehicle: 'carType1',
    requiredCulture1: 'en',
    requiredCulture2: 'fr',
    additionalDetails: null,
    paPaymentAmount: 80,
    paPaymentInstant: null,
    ...extra,
  };
}

export function openItem(id: number, extra: Partial<OpenRequestItem> = {}): OpenRequestItem {
  return {
    ...summary(id, 24 * id),
    offered: false,
    fit: { languages: true, vehicle: false, city: true },
    ...extra,
  };
}

export function offerItem(requestId: number, extra: Partial<PaOfferItem> = {}): PaOfferItem {
  return {
    requestId,
    response: 'offered',
    offeredAt: at(-3),
    withdrawable: true,
    assignedToMe: false,
    state: 'waiting',
    clashesWith: null,
    request: summary(requestId, 24 * requestId),
    ...extra,
  };
}

export function assignment(
  id: number,
  startInHours: number,
  extra: Partial<PaAssignmentItem> = {},
): PaAssignmentItem {
  return {
    ...summary(id, startInHours, { status: 'assigned', personalAssistantId: 7 }),
    customers: { id: 3, businessName: 'Acme S.p.A.' },
    referents: [
      {
        firstname: 'Marta',
        lastname: 'Bianchi',
        phone: '02 1234 5678',
        mobile: '+39 333 123 4567',
        email: 'm@x.it',
      },
    ],
    assisted: [{ id: 1, firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: '+44 7700 900123' }],
    travels: [{ type: 'airplain', code: 'AZ 123', company: 'ITA Airways', from: 'London', to: 'Milano' }],
    serviceNotes: 'Meet at gate B',
    helpNotes: null,
    field: { status: null, history: [] },
    noShowWaitMinutes: 60,
    ...extra,
  };
}
