// What the confirmation modal and the thank-you page show of a request: plain data, kept in the router state.
import {
  filedInsideFeeWindow,
  localDateTime,
  policyAhead,
  type CountryForForm,
  type CustomerCountryPricing,
  type RequestFormValues,
} from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
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
  /** Filed inside a fee window: the fee windows that apply once a PA is assigned (percent of the amount, and
   *  when each begins; null for the one already begun); else null. */
  cancellationAhead: { percent: number; from: string | null }[] | null;
}

/** The windows ahead of a request filed at `now`, when the filing already falls inside one with a fee. */
function cancellationAheadOf(
  prices: readonly CustomerCountryPricing[],
  countryId: string,
  start: Date | null,
  now: Date,
): RequestSummaryData['cancellationAhead'] {
  const policy = prices.find((c) => String(c.id) === countryId)?.cancellationPolicy;
  if (!policy || !start || !filedInsideFeeWindow(policy, start, now)) return null;
  return policyAhead(policy, { totalCents: 0, start, now }).map(({ percent, from }) => ({ percent, from }));
}

export function summaryOf(
  values: RequestFormValues,
  countries: readonly CountryForForm[],
  prices: readonly CustomerCountryPricing[],
  locale: string,
  now: Date = new Date(),
): RequestSummaryData {
  const names = placeNames(countries, values);
  const start = localDateTime(values.start);
  const quote = liveQuote(prices, values);
  return {
    businessName: values.businessName.trim(),
    email: values.email.trim(),
    contacts: values.contacts.map((c) => ({ ...c, name: c.name.trim() })),
    city: [names.city, names.country && countryName(names.country, locale)].filter(Boolean).join(', '),
    departure: names.departurePoi ?? values.departureStreet.trim(),
    arrival: values.arrivalSame === 'no' ? (names.arrivalPoi ?? values.arrivalStreet.trim()) : null,
    start: start?.toISOString() ?? '',
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
    cancellationAhead: cancellationAheadOf(prices, values.countryId, start, now),
  };
}
