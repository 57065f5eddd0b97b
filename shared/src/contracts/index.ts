// Entry of @alfie/shared/contracts: types, schemas, constants and rules shared by the API and every front end.
export * from './roles.ts';
export * from './statuses.ts';
export * from './lifecycle.ts';
export * from './timeline.ts';
export * from './events.ts';
export * from './error-keys.ts';
export * from './patterns.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './quote.ts';
export type {
  LoginResponse,
  Company,
  CustomerDetail,
  RequestStop,
  RequestListItem,
  Referent,
  AssistedPerson,
  Travel,
  RegisteredRequest,
  RequestDetail,
  PersonalAssistant,
  PaOffer,
  CountryForForm,
  PointOfInterest,
  CityPricing,
  CountryPricing,
  CustomerPoiPrice,
  CustomerCityPrice,
  CustomerCountryPricing,
  Operator,
  CustomerRequest,
  RequestCustomerRef,
  SpokenLanguage,
  PaVehicle,
  PastAssignment,
  CityForForm,
  PoiForForm,
} from './schemas/answers.ts';
export * from './price-rows.ts';
export * from './offer-fit.ts';
export * from './schemas/fields.ts';
export * from './schemas/auth.ts';
export * from './schemas/request-rules.ts';
export * from './schemas/request.ts';
export * from './schemas/pricing.ts';
export * from './schemas/operator.ts';
export * from './schemas/decisions.ts';
export * from './schemas/payment.ts';
export * from './schemas/queries.ts';
export * from './reservations.ts';
export * from './request-quote.ts';
export * from './schemas/request-form.ts';
export * from './schemas/pa.ts';
export * from './pa.ts';
export * from './cancellation.ts';
export * from './schemas/cancellation-policy.ts';
export * from './closeout.ts';
export * from './field.ts';
export * from './schemas/field.ts';
export * from './flight-tracking.ts';
