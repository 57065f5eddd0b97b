// What the confirmation modal and the thank-you page show of a request: plain data, kept in the router state.
import {
  localDateTime,
  type CountryForForm,
  type CustomerCountryPricing,
  type RequestFormValues,
} from '@alfie/shared/contracts';
import { placeNames } from './form-values.ts';
import { liveQuote } from './live-quote.ts';

export interface RequestSummaryData {
  businessName: string;
  email: string;
  contacts: { name: string; email: string; phone: string; mobile: string }[];
  city: string;
  departure: string;
  arrival: string | null;
  start: string;
  end: string;
  travels: { type: string; code: string; company: string; lastname: string }[];
  assisted: { firstname: string; lastname: string; title: string; mobile: string }[];
  /** The services wanted (payload `services`). */
  services: string;
  note: string;
  /** Vehicle codes (translated when shown). */
  vehicles: string[];
  /** Culture codes, or the free text typed for 'other'. */
  languages: string[];
  help: string;
  /** The browser's estimate in the confirmation; on the thank-you page the amount the server froze. */
  amountCents: number | null;
  currencyCode: string | null;
}

export function summaryOf(
  values: RequestFormValues,
  countries: readonly CountryForForm[],
  prices: readonly CustomerCountryPricing[],
): RequestSummaryData {
  const names = placeNames(countries, values);
  const quote = liveQuote(prices, values);
  return {
    businessName: values.businessName.trim(),
    email: values.email.trim(),
    contacts: values.contacts.map((c) => ({ ...c, name: c.name.trim() })),
    city: [names.city, names.country].filter(Boolean).join(', '),
    departure: names.departurePoi ?? values.departureStreet.trim(),
    arrival: values.arrivalSame === 'no' ? (names.arrivalPoi ?? values.arrivalStreet.trim()) : null,
    start: localDateTime(values.start)?.toISOString() ?? '',
    end: localDateTime(values.end)?.toISOString() ?? '',
    travels: values.travels.map((t) => ({
      type: t.type,
      code: t.code.trim(),
      company: t.company.trim(),
      lastname: t.lastname.trim(),
    })),
    assisted: values.assisted.map((a) => ({ ...a })),
    services: values.services.trim(),
    note: values.serviceNote.trim(),
    vehicles: [...values.vehicles],
    languages: values.languages.map((l) => (l === 'other' ? values.otherLanguage.trim() : l)),
    help: values.helpNotes.trim(),
    amountCents: quote?.amountCents ?? null,
    currencyCode: quote?.currencyCode ?? null,
  };
}
