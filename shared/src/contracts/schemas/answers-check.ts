// Compile-time proof that each answer schema of answers.ts describes exactly the type the front ends read.
import type { GenericSchema, InferInput } from 'valibot';
import type * as a from './answers.ts';
import type * as t from '../types.ts';
import type { CompanyDetail, PersonalAssistantSummary, UnservedCountryCompany } from '../recruiting.ts';
import type * as pa from '../pa.ts';
import type * as fit from '../offer-fit.ts';
import type { ApiErrorBody } from '../error-keys.ts';
import type * as tf from '../two-factor.ts';
import type { ExpiringAuthorization } from './payment-operations.ts';
import type { TimelineEntry } from '../timeline.ts';
import type { CancellationQuote } from '../cancellation.ts';
import type { CloseoutItem, OwedWrittenOff, ServiceConfirmed } from '../closeout.ts';
import type { DispatchBoard } from '../dispatch-board.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Of<S> = InferInput<S extends GenericSchema ? S : never>;

export type AnswersMatchTheirTypes = [
  Same<Of<typeof a.cancellationQuoteSchema>, CancellationQuote>,
  Same<Of<typeof a.closeoutItemSchema>, CloseoutItem>,
  Same<Of<typeof a.serviceConfirmedSchema>, ServiceConfirmed>,
  Same<Of<typeof a.owedWrittenOffSchema>, OwedWrittenOff>,
  Same<Of<typeof a.loginAnswerSchema>, t.LoginResponse>,
  Same<Of<typeof a.twoFactorChallengeSchema>, tf.TwoFactorChallenge>,
  Same<Of<typeof a.companySchema>, t.Company>,
  Same<Of<typeof a.customerDetailSchema>, t.CustomerDetail>,
  Same<Of<typeof a.companyDetailSchema>, CompanyDetail>,
  Same<Of<typeof a.requestStopSchema>, t.RequestStop>,
  Same<Of<typeof a.referentSchema>, t.Referent>,
  Same<Of<typeof a.requestListItemSchema>, t.RequestListItem>,
  Same<Of<typeof a.requestDetailSchema>, t.RequestDetail>,
  Same<Of<typeof a.personalAssistantSummarySchema>, PersonalAssistantSummary>,
  Same<Of<typeof a.personalAssistantSchema>, t.PersonalAssistant>,
  Same<Of<typeof a.paOfferSchema>, t.PaOffer>,
  Same<Of<typeof a.requestConflictSchema>, fit.RequestConflict>,
  Same<Of<typeof a.fitReasonSchema>, fit.FitReason>,
  Same<Of<typeof a.offerFitSchema>, fit.OfferFit>,
  Same<Of<typeof a.assignRefusalSchema>, ApiErrorBody>,
  Same<Of<typeof a.countryForFormSchema>, t.CountryForForm>,
  Same<Of<typeof a.pointOfInterestSchema>, t.PointOfInterest>,
  Same<Of<typeof a.cityPricingSchema>, t.CityPricing>,
  Same<Of<typeof a.countryPricingSchema>, t.CountryPricing>,
  Same<Of<typeof a.customerPoiPriceSchema>, t.CustomerPoiPrice>,
  Same<Of<typeof a.customerCityPriceSchema>, t.CustomerCityPrice>,
  Same<Of<typeof a.customerCountryPricingSchema>, t.CustomerCountryPricing>,
  Same<Of<typeof a.operatorSchema>, t.Operator>,
  Same<Of<typeof a.customerRequestSchema>, t.CustomerRequest>,
  Same<Of<typeof a.twoFactorStatusSchema>, tf.TwoFactorStatus>,
  Same<Of<typeof a.twoFactorSetupSchema>, tf.TwoFactorSetup>,
  Same<Of<typeof a.twoFactorEnabledSchema>, tf.TwoFactorEnabled>,
  Same<Of<typeof a.twoFactorDisabledSchema>, tf.TwoFactorDisabled>,
  Same<Of<typeof a.twoFactorPolicySchema>, tf.TwoFactorPolicy>,
  Same<Of<typeof a.expiringAuthorizationSchema>, ExpiringAuthorization>,
  Same<Of<typeof a.assistedPersonSchema>, t.AssistedPerson>,
  Same<Of<typeof a.travelSchema>, t.Travel>,
  Same<Of<typeof a.paRequestSummarySchema>, pa.PaRequestSummary>,
  Same<Of<typeof a.paStopSchema>, pa.PaStop>,
  Same<Of<typeof a.timelineEntrySchema>, TimelineEntry>,
  Same<Of<typeof a.requestFitSchema>, pa.RequestFit>,
  Same<Of<typeof a.openRequestItemSchema>, pa.OpenRequestItem>,
  Same<Of<typeof a.paOfferItemSchema>, pa.PaOfferItem>,
  Same<Of<typeof a.paAssignmentItemSchema>, pa.PaAssignmentItem>,
  Same<Of<typeof a.applyCountrySchema>, pa.ApplyCountry>,
  Same<Of<typeof a.paApplicationAnswerSchema>, pa.PaApplicationAnswer>,
  Same<Of<typeof a.offerAnswerSchema>, pa.OfferAnswer>,
  Same<Of<typeof a.unservedCountryCompanySchema>, UnservedCountryCompany>,
  Same<Of<typeof a.newRequestAnswerSchema>, t.RegisteredRequest>,
  Same<Of<typeof a.dispatchBoardSchema>, DispatchBoard>,
];

// Fails to compile when any entry above is false.
export const answersMatchTheirTypes: AnswersMatchTheirTypes = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
