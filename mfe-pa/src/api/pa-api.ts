// The calls of the PA's side, through the shared API client.
import { alfie } from './alfie.ts';
import { pageOf, type Page } from '@alfie/shared/api/paged-query';
import type {
  ApplyCountry,
  FieldStatusAnswer,
  FieldStatusBody,
  OfferAnswer,
  OpenRequestItem,
  PaApplication,
  PaApplicationAnswer,
  PaAssignmentItem,
  PaOfferItem,
} from '@alfie/shared/contracts';

/** Cities an applicant may choose (public: the form is filled before there is a token). */
export async function fetchApplyCities(): Promise<ApplyCountry[]> {
  return (await alfie.get('/PersonalAssistant/alfie/apply-cities')).data;
}

export async function sendApplication(application: PaApplication): Promise<PaApplicationAnswer> {
  return (await alfie.post('/PersonalAssistant/alfie/apply', application)).data;
}

export const OPEN_PAGE_SIZE = 20;

export async function fetchOpenRequests(cursor: string | null): Promise<Page<OpenRequestItem>> {
  const res = await alfie.get('/pa/alfie/open-requests', {
    params: { limit: OPEN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  return pageOf(res);
}

export async function offer(requestId: number): Promise<OfferAnswer> {
  return (await alfie.post('/pa/alfie/offer', { requestId })).data;
}

export async function withdrawOffer(requestId: number): Promise<OfferAnswer> {
  return (await alfie.post('/pa/alfie/withdraw-offer', { requestId })).data;
}

export async function fetchOffers(): Promise<PaOfferItem[]> {
  return (await alfie.get('/pa/alfie/offers')).data;
}

/** Upcoming (not ended yet, the next one first) or past (the latest first). */
export type AssignmentPeriod = 'upcoming' | 'past';

export async function fetchAssignments(period: AssignmentPeriod): Promise<PaAssignmentItem[]> {
  return (await alfie.get('/pa/alfie/assignments', { params: { period } })).data;
}

/** One press of the field step button; `key` is the press's own id, the same on every retry of it. */
export async function sendFieldStatus(key: string, body: FieldStatusBody): Promise<FieldStatusAnswer> {
  const res = await alfie.post('/pa/alfie/field-status', body, {
    headers: { 'Idempotency-Key': key },
  });
  return res.data;
}
