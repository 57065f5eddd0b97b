// Business constants of docs/product.md §9.
export const APP_VERSION = '1.1.4';

export const LOCALES = ['it', 'en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
export function toLocale(value: unknown): Locale {
  const v = typeof value === 'string' ? value.toLowerCase().slice(0, 2) : '';
  return (LOCALES as readonly string[]).includes(v) ? (v as Locale) : DEFAULT_LOCALE;
}

export const HOUR_MS = 3_600_000;
/** Minimum length of a request. */
export const MIN_REQUEST_DURATION_MS = HOUR_MS;
/** An extension moves a paid service's end by at most this much past its current end. */
export const MAX_EXTENSION_MS = 24 * HOUR_MS;
/** Travel time kept free around a PA's assignments (minutes), unless the country sets its own (0 to the max). */
export const DEFAULT_TRAVEL_BUFFER_MINUTES = 60;
export const MAX_TRAVEL_BUFFER_MINUTES = 720;
/** Default end: start plus one hour, but never past this hour of the same day. */
export const DEFAULT_END_HOUR_CAP = 23;

/** Date filters of the request dashboards, in days back. */
export const DATE_FILTER_DAYS = { last24h: 1, last7days: 7, lastMonth: 30 } as const;
export type DateFilter = keyof typeof DATE_FILTER_DAYS;

/** Columns the request dashboards can be sorted by on the server (`sort`), and the directions (`order`). */
export const REQUEST_SORTS = ['createDate', 'startDatetime', 'departure', 'customer', 'status'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** docs/product.md §2: newest first unless the operator sorts by a column. */
export const DEFAULT_REQUEST_SORT: { sort: RequestSort; order: SortOrder } = {
  sort: 'createDate',
  order: 'desc',
};

/** Text longer than this is cut to TRUNCATE_KEEP characters plus an ellipsis. */
export const TRUNCATE_OVER = 18;
export const TRUNCATE_KEEP = 17;
export function truncate(text: string | null | undefined): string {
  const t = text ?? '';
  return t.length > TRUNCATE_OVER ? `${t.slice(0, TRUNCATE_KEEP)}…` : t;
}

/** Means of service; 'nothing' excludes every other option. */
export const VEHICLES = ['carType1', 'carType2', 'carType3', 'moto', 'nothing'] as const;
export type Vehicle = (typeof VEHICLES)[number];
export const MAX_VEHICLE_SLOTS = 7;

export const CULTURES = ['it', 'en', 'es', 'fr', 'de', 'other'] as const;
export type Culture = (typeof CULTURES)[number];
export const MAX_CULTURE_SLOTS = 6;

export const KNOWLEDGE_LEVELS = [
  { value: 0, key: 'LEVEL.BASE', label: 'Base' },
  { value: 50, key: 'LEVEL.INTERMEDIATE', label: 'Intermedio' },
  { value: 80, key: 'LEVEL.FLUENT', label: 'Fluente' },
  { value: 100, key: 'LEVEL.NATIVE', label: 'Madrelingua' },
] as const;
export function knowledgeLevel(value: number): (typeof KNOWLEDGE_LEVELS)[number] {
  let level: (typeof KNOWLEDGE_LEVELS)[number] = KNOWLEDGE_LEVELS[0];
  for (const l of KNOWLEDGE_LEVELS) if (value >= l.value) level = l;
  return level;
}

export const TRANSPORT_TYPES = ['airplain', 'train'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Pricing type filter ids. */
export const PRICE_TYPES = { 1: 'city', 2: 'poi' } as const;
export type PriceType = 'city' | 'poi';

export const RATE_STEP = 0.01;
export const PAYMENT_CURRENCY = 'EUR';

/** Text limits the API enforces on free text. */
export const MAX_TEXT = 2000;
export const MAX_SHORT_TEXT = 200;

export const COMPANY_ADDRESS = 'Alfie S.r.l., Via Monte Napoleone 8, 20121 Milano (MI), Italia';
export const CONTACT_EMAIL = 'info@alfie.example.com';
export const SUPPORT_EMAIL = 'support@alfie.example.com';
export const OPERATIONS_EMAIL = 'operations@alfie.example.com';
