// The closeout journeys' own services. An ended service can only come from the demo data (a request is filed in the
// future), so each journey claims one by paying for it: the payment moves the request on from "assigned", so the
// first journey to pay takes it and any other journey, run side by side, moves to the next candidate.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../support/urls.ts';

export const HOUR = 3_600_000;

export interface OwnedService {
  id: number;
  amountCents: number;
  startDatetime: string;
  endDatetime: string;
}

interface Listed {
  id: number;
  status: string;
  startDatetime: string;
  endDatetime: string;
}

/** Pays for the first assigned, ended service of the demo customer that `fits`, newest first by default. */
export async function claimEndedService(
  request: APIRequestContext,
  customerToken: string,
  fits: (r: Listed) => boolean,
  order: (a: Listed, b: Listed) => number = (a, b) => b.id - a.id,
): Promise<OwnedService> {
  const headers = { authorization: `Bearer ${customerToken}` };
  const own = (await (
    await request.get(`${API_URL}/request/alfie/requests?status=closed`, { headers })
  ).json()) as Listed[];
  const candidates = own
    .filter((r) => r.status === 'assigned' && Date.parse(r.endDatetime) < Date.now() && fits(r))
    .sort(order);
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  for (const candidate of candidates) {
    const detail = (await (
      await request.get(`${API_URL}/Request/alfie/request-detail?id=${candidate.id}`, { headers })
    ).json()) as { request: { amount: number; startDatetime: string; endDatetime: string } };
    const amountCents = Math.round(detail.request.amount * 100);
    const paid = await request.post(`${API_URL}/payment/alfie/saveIntent`, {
      headers,
      data: {
        id: null,
        requestId: candidate.id,
        amount: amountCents,
        orderId: `ORDER-CLOSE-${tag}-${candidate.id}`,
        authorizationId: `AUTH-CLOSE-${tag}-${candidate.id}`,
        endDatetime: '',
      },
    });
    if (paid.ok())
      return {
        id: candidate.id,
        amountCents,
        startDatetime: detail.request.startDatetime,
        endDatetime: detail.request.endDatetime,
      };
  }
  throw new Error('the demo customer has no ended assigned service left to pay');
}

/** An instant as the page's datetime-local field writes it (the browser's own time zone, to the minute). */
export function dateTimeLocalOf(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => {
    const d = new Date(at);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  }, iso);
}
