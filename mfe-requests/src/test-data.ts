// Request, detail and offer fixtures of the component tests, shaped as the API answers them.
import type { PaOffer, RequestDetail, RequestListItem } from '@alfie/shared/contracts';

export function requestItem(id: number, over: Partial<RequestListItem> = {}): RequestListItem {
  return {
    id,
    uId: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    type: 'business',
    createDate: '2026-03-01T09:30:00.000',
    startDatetime: '2026-03-10T08:00:00.000Z',
    endDatetime: '2026-03-10T11:00:00.000Z',
    status: 'created',
    personalAssistantId: null,
    passengers: 2,
    cities: [
      {
        city: 'Milano',
        poi: 'Milano Linate',
        poiId: 3,
        street: null,
        poiPrice: 45,
        cityPrice: 35,
        flatPrice: 3,
        streetNumber: null,
        postalCode: null,
        cityId: 1,
        countryId: 1,
        country: 'Italia',
        orderIndex: 0,
      },
      {
        city: 'Milano',
        poi: null,
        poiId: null,
        street: 'Via Torino',
        poiPrice: null,
        cityPrice: 35,
        flatPrice: null,
        streetNumber: '12',
        postalCode: '20123',
        cityId: 1,
        countryId: 1,
        country: 'Italia',
        orderIndex: 1,
      },
    ],
    customers: { id: 4, businessName: 'Rossi S.p.A.', vatCode: 'IT12345678901', email: 'rossi@example.com' },
    services: 'meet-and-greet',
    serviceNotes: 'Cartello con il nome',
    helpNotes: 'Bagagli pesanti',
    requiredVehicle: 'carType2',
    requiredVehicle1: null,
    requiredCulture1: 'it',
    requiredCulture2: 'en',
    amount: 164.7,
    additionalDetails: null,
    paPaymentAmount: 81,
    paPaymentInstant: null,
    referents: [
      { firstname: 'Anna', lastname: 'Bianchi', phone: '02 1', mobile: '333 1', email: 'anna@example.com' },
    ],
    currencyCode: 'EUR',
    currencySymbol: '€',
    ...over,
  };
}

export function offer(id: number, over: Partial<PaOffer> = {}): PaOffer {
  return {
    id,
    firstname: `Pa${id}`,
    firstName: `Pa${id}`,
    lastname: 'Verdi',
    lastName: 'Verdi',
    email: `pa${id}@example.com`,
    phone: null,
    mobile: '+39 333 000',
    homeTown: 'Milano',
    birthdate: '1990-01-01',
    job: 'Guida - Tour srl',
    hobby: null,
    status: 'approved',
    createDate: null,
    languagesSpoken: [
      { culture: 'it', knowledgeLevel: 100 },
      { culture: 'en', knowledgeLevel: 80 },
      { culture: 'fr', knowledgeLevel: 50 },
    ],
    vehicles: [{ vehicleType: 'car', brand: 'Fiat', model: 'Panda', registrationYear: 2020 }],
    assigns: [{ date: '2025-10-01', city: 'Roma' }],
    response: 'offered',
    conflict: null,
    fit: {
      score: 100,
      reasons: [
        { code: 'language', culture: 'en', level: 80, met: true },
        { code: 'city', city: 'Milano', met: true },
        { code: 'week-assignments', count: 0 },
        { code: 'pa-cost', amount: 45, currencyCode: 'EUR' },
      ],
    },
    ...over,
  };
}

export function detailOf(item: RequestListItem, over: Partial<RequestDetail> = {}): RequestDetail {
  return {
    request: item,
    customer: {
      id: 4,
      businessName: 'Rossi S.p.A.',
      country: 'Italia',
      postalCode: '20100',
      vatCode: 'IT12345678901',
      sdi: 'M5UXCR1',
      email: 'rossi@example.com',
      city: 'Milano',
      street: 'Via Roma 1',
      fiscalCode: '12345678901',
    },
    referents: item.referents,
    assisted: [{ id: 1, firstname: 'Luca', lastname: 'Neri', title: 'CEO', mobile: null }],
    travels: [{ type: 'airplain', code: 'AZ123', company: 'ITA Airways', lastname: 'Neri' }],
    assignedTo: null,
    ...over,
  };
}
