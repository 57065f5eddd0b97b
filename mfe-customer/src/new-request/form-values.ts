// The new-request form's empty values and the payload of POST /Request/alfie/register-new-request built from them.
import {
  localDateTime,
  splitName,
  vehicleSlots,
  type CountryForForm,
  type NewRequestPayload,
  type RequestFormValues,
} from '@alfie/shared/contracts';

export const emptyContact = () => ({ name: '', email: '', phone: '', mobile: '' });
export const emptyAssisted = () => ({ firstname: '', lastname: '', title: '', mobile: '' });
export const emptyTravel = () => ({
  type: 'airplain' as const,
  code: '',
  company: '',
  lastname: '',
  from: '',
  to: '',
  arrival: '',
});

export function emptyRequestForm(company?: { businessName?: string; email?: string }): RequestFormValues {
  return {
    businessName: company?.businessName ?? '',
    email: company?.email ?? '',
    contacts: [emptyContact()],
    countryId: '',
    cityId: '',
    departureStreet: '',
    departurePoiId: '',
    arrivalSame: 'yes',
    arrivalStreet: '',
    arrivalPoiId: '',
    start: '',
    end: '',
    travels: [],
    services: '',
    serviceNote: '',
    assisted: [emptyAssisted()],
    languages: [],
    otherLanguage: '',
    vehicles: [],
    helpNotes: '',
  };
}

/** Names of the chosen country, city and POI, for the payload and the summaries. */
export function placeNames(countries: readonly CountryForForm[], values: RequestFormValues) {
  const country = countries.find((c) => String(c.id) === values.countryId);
  const city = country?.cities.find((c) => String(c.id) === values.cityId);
  const poi = (id: string) => city?.poIs.find((p) => String(p.id) === id)?.name ?? null;
  return {
    country: country?.name ?? '',
    city: city?.cityName ?? '',
    departurePoi: poi(values.departurePoiId),
    arrivalPoi: poi(values.arrivalPoiId),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toPayload(
  values: RequestFormValues,
  customerId: number,
  countries: readonly CountryForForm[],
): NewRequestPayload {
  const names = placeNames(countries, values);
  const stop = (street: string, poiId: string, orderIndex: number, poi: string | null) => ({
    countryId: Number(values.countryId),
    cityId: Number(values.cityId),
    poiId: poiId ? Number(poiId) : null,
    street: poiId ? null : orNull(street),
    orderIndex,
    city: names.city,
    poi: poiId ? poi : null,
    country: names.country,
  });
  const cities = [stop(values.departureStreet, values.departurePoiId, 0, names.departurePoi)];
  if (values.arrivalSame === 'no')
    cities.push(stop(values.arrivalStreet, values.arrivalPoiId, 1, names.arrivalPoi));
  const cultures = values.languages.map((l) => (l === 'other' ? values.otherLanguage.trim() : l));
  const arrival = (text: string) => localDateTime(text)?.toISOString() ?? null;
  return {
    type: 'business',
    customerId,
    personalAssistantId: null,
    startDatetime: localDateTime(values.start)!.toISOString(),
    endDatetime: localDateTime(values.end)!.toISOString(),
    cities,
    lat: '1',
    lng: '2',
    passengers: values.assisted.length,
    ...vehicleSlots(values.vehicles),
    requiredCultures: cultures,
    referents: values.contacts.map((c) => ({
      ...splitName(c.name),
      email: c.email.trim(),
      phone: c.phone.trim(),
      mobile: c.mobile.trim(),
    })),
    assisted: values.assisted.map((a) => ({
      firstname: a.firstname.trim(),
      lastname: a.lastname.trim(),
      title: a.title.trim(),
      mobile: orNull(a.mobile),
    })),
    services: orNull(values.services),
    servicenotes: orNull(values.serviceNote),
    helpNotes: orNull(values.helpNotes),
    travels: values.travels.map((t) => ({
      type: t.type,
      code: t.code.trim(),
      company: t.company.trim(),
      lastname: orNull(t.lastname),
      from: orNull(t.from),
      to: orNull(t.to),
      arrivalDatetime: arrival(t.arrival),
    })),
  } as NewRequestPayload;
}
