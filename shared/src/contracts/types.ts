// Shapes the API answers and accepts (docs/product.md §3); property names are fixed by older clients.
import type { TravelTracking } from './flight-tracking.ts';
import type { Role } from './roles.ts';
import type { Locale } from './constants.ts';
import type { OfferFit, RequestConflict } from './offer-fit.ts';
import type { CancellationFeeState, CancellationPolicy } from './cancellation.ts';
import type { RequestField } from './schemas/field.ts';

export interface LoginResponse {
  account: {
    token: string;
    role: Role;
    accountType: 'Customer' | 'Operator' | 'PersonalAssistant';
    id: number;
    username: string;
  };
  currentUserId: number;
  languages: { language: Locale }[];
  company?: string | null;
  email?: string;
  /** The role's policy requires two-factor and the account has none yet: the shell opens its setup. */
  twoFactorEnrolmentRequired?: boolean;
}

export interface Company {
  id: number;
  type: 'customer-b2b';
  businessName: string;
  country: string;
  city: string;
  postalCode: string;
  street: string;
  vatCode: string | null;
  fiscalCode: string | null;
  sdi: string | null;
  email: string;
  status: 'created' | 'approved' | 'rejected';
  createDate: string;
}

export type CustomerDetail = Pick<
  Company,
  | 'id'
  | 'businessName'
  | 'country'
  | 'postalCode'
  | 'vatCode'
  | 'sdi'
  | 'email'
  | 'city'
  | 'street'
  | 'fiscalCode'
>;

export interface RequestStop {
  city: string;
  poi: string | null;
  poiId: number | null;
  street: string | null;
  poiPrice: number | null;
  cityPrice: number | null;
  flatPrice: number | null;
  streetNumber: string | null;
  postalCode: string | null;
  cityId: number;
  countryId: number;
  country: string;
  orderIndex: number;
}

export interface RequestCustomerRef {
  id: number;
  businessName: string;
  vatCode: string | null;
  email: string;
}

export interface RequestListItem {
  id: number;
  uId: string;
  type: 'business' | 'consumer';
  /** UTC without a zone suffix, as older clients expect. */
  createDate: string;
  startDatetime: string;
  endDatetime: string;
  status: string;
  personalAssistantId: number | null;
  passengers: number;
  cities: RequestStop[];
  customers: RequestCustomerRef | null;
  services: string | null;
  serviceNotes: string | null;
  helpNotes: string | null;
  requiredVehicle: string | null;
  requiredVehicle1?: string | null;
  requiredVehicle2?: string | null;
  requiredVehicle3?: string | null;
  requiredVehicle4?: string | null;
  requiredVehicle5?: string | null;
  requiredVehicle6?: string | null;
  requiredVehicle7?: string | null;
  requiredCulture1?: string | null;
  requiredCulture2?: string | null;
  requiredCulture3?: string | null;
  requiredCulture4?: string | null;
  requiredCulture5?: string | null;
  requiredCulture6?: string | null;
  /** Price to the customer, VAT included, in currency units. */
  amount: number | null;
  additionalDetails: string | null;
  /** Share paid to the PA, in currency units. */
  paPaymentAmount: number | null;
  paPaymentInstant: string | null;
  referents: Referent[];
  currencyCode?: string;
  currencySymbol?: string;
}

export interface Referent {
  firstname: string;
  lastname: string;
  phone: string;
  mobile: string;
  email: string;
}

export interface AssistedPerson {
  id?: number;
  firstname: string;
  lastname: string;
  title: string;
  mobile?: string | null;
}

export interface Travel {
  type: 'airplain' | 'train';
  code: string;
  company: string;
  lastname?: string | null;
  from?: string | null;
  to?: string | null;
  arrivalDatetime?: string | null;
  /** In the request detail: what the flight-status provider says of the arrival (flight-tracking.ts). */
  tracking?: TravelTracking;
}

/** The answer of POST register-new-request: the new request's id and the amount the server froze (currency units). */
export interface RegisteredRequest {
  id: number;
  amount: number;
  currencyCode: string;
}

export interface RequestDetail {
  request: RequestListItem;
  customer: CustomerDetail | null;
  referents: Referent[];
  assisted: AssistedPerson[];
  travels: Travel[];
  assignedTo: PersonalAssistant | null;
  /** The service's field reports (schemas/field.ts); the owning customer's copy has no positions nor notes. */
  field?: RequestField;
}

export interface SpokenLanguage {
  culture: string;
  knowledgeLevel: number;
}

export interface PaVehicle {
  vehicleType: string;
  brand: string;
  model: string;
  registrationYear: number;
}

export interface PastAssignment {
  date: string;
  city: string;
}

export interface PersonalAssistant {
  id: number;
  firstname: string;
  firstName: string;
  lastname: string;
  lastName: string;
  email: string;
  phone: string | null;
  mobile: string | null;
  homeTown: string | null;
  birthdate: string | null;
  /** 'role - company' */
  job: string | null;
  hobby: string | null;
  status: 'created' | 'approved' | 'rejected';
  createDate: string | null;
  languagesSpoken: SpokenLanguage[];
  vehicles: PaVehicle[];
  assigns: PastAssignment[];
}

/** A PA who offered availability for a request; response 'read' is hidden by the assignment page. */
export interface PaOffer extends PersonalAssistant {
  response: string;
  /** The PA's assignment overlapping this request (travel time included): such a PA cannot be assigned. */
  conflict: RequestConflict | null;
  fit: OfferFit;
}

export interface PoiForForm {
  id: number;
  name: string;
}
export interface CityForForm {
  id: number;
  cityName: string;
  poIs: PoiForForm[];
}
export interface CountryForForm {
  id: number;
  name: string;
  cities: CityForForm[];
}

export interface PointOfInterest {
  id: number;
  name: string;
  /** Hourly rate in currency units. */
  price: number;
  /** Flat fee in hours. */
  forfait: number;
  percToPA: number;
  cityId: number;
}

export interface CityPricing {
  id: number;
  countryId: number;
  cityName: string;
  price: number;
  forfait: number | null;
  percToPA: number;
  poIs: PointOfInterest[];
}

export interface CountryPricing {
  id: number;
  name: string;
  countryCode: string;
  vat: number;
  withholdingTax: number;
  currencySymbol: string;
  currencyCode: string;
  /** Minutes kept free around a PA's assignments in the country (travel time). */
  travelBufferMinutes: number;
  /** Fee windows before the start (contracts/cancellation.ts). */
  cancellationPolicy: CancellationPolicy;
  /** Minutes the PA waits before a guest who has not shown is a no-show (contracts/field.ts). */
  noShowWaitMinutes: number;
  cities: CityPricing[];
}

/** GET /request/alfie/price-rules: a POI's rule as the request form's quote needs it (no PA share). */
export type CustomerPoiPrice = Omit<PointOfInterest, 'percToPA'>;

/** A city's rule for the customer's quote, with its POIs. */
export type CustomerCityPrice = Omit<CityPricing, 'percToPA' | 'poIs'> & { poIs: CustomerPoiPrice[] };

/** A country's rules for the customer's quote: no PA withholding tax, no travel buffer. */
export type CustomerCountryPricing = Omit<
  CountryPricing,
  'withholdingTax' | 'travelBufferMinutes' | 'cities'
> & {
  cities: CustomerCityPrice[];
};

export interface FlatPriceRow {
  id: number;
  type: 'city' | 'poi';
  country: number;
  countryName: string;
  currencySymbol: string;
  currencyCode: string;
  cityId: number;
  city: string;
  poiId: number | null;
  poi: string | null;
  rate: number;
  forfait: number | null;
  percToPA: number;
}

export interface Operator {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  createdDate: string;
  account: { id: number; username: string; role: Role; country: string | null };
}

export interface CustomerRequest {
  id: number;
  startDatetime: string;
  endDatetime: string;
  createDate: string;
  status: string;
  cities: Pick<RequestStop, 'city' | 'street' | 'poi'>[];
  /** The final price in cents once an operator confirmed the service (closeout), else null. */
  finalAmount: number | null;
  currencyCode: string;
  /** A cancelled reservation's fee: what the policy asked, its state and what was actually taken; else null. */
  cancellationFee: { state: CancellationFeeState; feeCents: number; capturedCents: number } | null;
}

export interface PaymentBody {
  id?: number | string;
  requestId: number;
  /** Cents. */
  amount: number;
  orderId: string;
  authorizationId: string;
  endDatetime?: string | null;
}

/** Flattens a country pricing tree into the rows of the price table. */
export function flattenPrices(countries: CountryPricing[]): FlatPriceRow[] {
  const rows: FlatPriceRow[] = [];
  for (const c of countries) {
    const base = {
      country: c.id,
      countryName: c.name,
      currencySymbol: c.currencySymbol,
      currencyCode: c.currencyCode,
    };
    for (const city of c.cities) {
      rows.push({
        ...base,
        id: city.id,
        type: 'city',
        cityId: city.id,
        city: city.cityName,
        poiId: null,
        poi: null,
        rate: city.price,
        forfait: null,
        percToPA: city.percToPA,
      });
      for (const p of city.poIs) {
        rows.push({
          ...base,
          id: p.id,
          type: 'poi',
          cityId: city.id,
          city: city.cityName,
          poiId: p.id,
          poi: p.name,
          rate: p.price,
          forfait: p.forfait,
          percToPA: p.percToPA,
        });
      }
    }
  }
  return rows;
}
