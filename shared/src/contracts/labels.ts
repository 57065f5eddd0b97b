// The words people read for stored codes and names that several remotes, the API and the exports show: a means of
// service, a language, a country. Plain tables, not an i18next namespace, so the API (the Excel file, get-cities)
// writes the same words as the screens; a code or name missing here is shown as stored.
import { toLocale, type Culture, type Vehicle } from './constants.ts';
import type { Locale } from './constants.ts';

const VEHICLE_LABELS: Record<Locale, Record<Vehicle, string>> = {
  it: {
    carType1: 'City car',
    carType2: 'Auto compatta',
    carType3: 'SUV / berlina',
    moto: 'Moto',
    nothing: 'Non necessario',
  },
  en: {
    carType1: 'City car',
    carType2: 'Compact car',
    carType3: 'SUV / sedan',
    moto: 'Motorcycle',
    nothing: 'Not needed',
  },
  fr: {
    carType1: 'Citadine',
    carType2: 'Compacte',
    carType3: 'SUV / berline',
    moto: 'Moto',
    nothing: 'Pas nécessaire',
  },
};

const CULTURE_LABELS: Record<Locale, Record<Culture, string>> = {
  it: { it: 'Italiano', en: 'Inglese', es: 'Spagnolo', fr: 'Francese', de: 'Tedesco', other: 'Altro' },
  en: { it: 'Italian', en: 'English', es: 'Spanish', fr: 'French', de: 'German', other: 'Other' },
  fr: { it: 'Italien', en: 'Anglais', es: 'Espagnol', fr: 'Français', de: 'Allemand', other: 'Autre' },
};

/** Country names by the name stored (the key requests, companies and operators keep), in each language. */
const COUNTRY_NAMES: Readonly<Partial<Record<string, Record<Locale, string>>>> = {
  italia: { it: 'Italia', en: 'Italy', fr: 'Italie' },
  france: { it: 'Francia', en: 'France', fr: 'France' },
  españa: { it: 'Spagna', en: 'Spain', fr: 'Espagne' },
  deutschland: { it: 'Germania', en: 'Germany', fr: 'Allemagne' },
  portugal: { it: 'Portogallo', en: 'Portugal', fr: 'Portugal' },
  österreich: { it: 'Austria', en: 'Austria', fr: 'Autriche' },
  schweiz: { it: 'Svizzera', en: 'Switzerland', fr: 'Suisse' },
  'united kingdom': { it: 'Regno Unito', en: 'United Kingdom', fr: 'Royaume-Uni' },
};

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** A means of service ('carType1', 'moto', 'nothing') in `locale`; an unknown code as it is. */
export function vehicleLabel(code: string, locale: string): string {
  const labels = VEHICLE_LABELS[toLocale(locale)];
  return own(labels, code) ? labels[code] : code;
}

/** A language code ('it', 'other') in `locale`; an unknown code as it is. */
export function cultureLabel(code: string, locale: string): string {
  const labels = CULTURE_LABELS[toLocale(locale)];
  return own(labels, code) ? labels[code] : code;
}

/** A stored country name ('Italia') in `locale`; a country without a translation keeps its stored name. */
export function countryName(stored: string, locale: string): string {
  const key = stored.trim().toLowerCase();
  const names = own(COUNTRY_NAMES, key) ? COUNTRY_NAMES[key] : undefined;
  return names?.[toLocale(locale)] ?? stored;
}
