// Helpers of the payment journeys: the fake PayPal JS SDK behind a configured SDK URL, the posted messages,
// and a demo customer's request to pay for (found through the API as the mobile app would know it).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { authenticate } from './session.ts';
import { overrideRuntimeConfig } from './runtime-config.ts';
import { API_URL, FAKE_PAYPAL_SDK_URL } from './urls.ts';

export const FAKE_SDK_URL = FAKE_PAYPAL_SDK_URL;
const FAKE_SDK = readFileSync(new URL('./fake-paypal-sdk.js', import.meta.url), 'utf8');

/** config.json (shell and standalone) points the SDK at the fake, which the test serves. */
export async function useFakePayPal(page: Page): Promise<void> {
  await overrideRuntimeConfig(page, (config) => {
    config.paypalClientId = 'e2e-client-id';
    config.paypalSdkUrl = FAKE_SDK_URL;
  });
  await page.route(`${FAKE_SDK_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK }),
  );
}

/** Collects what the page posts: through the React Native bridge, or as window messages. */
export async function collectMessages(page: Page, via: 'react-native' | 'window'): Promise<void> {
  await page.addInitScript((bridge) => {
    const w = window as unknown as { __posted: unknown[]; ReactNativeWebView?: unknown };
    w.__posted = [];
    if (bridge === 'react-native') w.ReactNativeWebView = { postMessage: (m: string) => w.__posted.push(m) };
    else window.addEventListener('message', (e) => w.__posted.push(e.data));
  }, via);
}

export const postedMessages = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __posted: string[] }).__posted.map((m) => JSON.parse(m) as unknown),
  );

export interface PayableRequest {
  id: number;
  amount: number;
  endDatetime: string;
  token: string;
}

/**
 * A future request of the demo customer in `status`, counted from the oldest (`skip` keeps journeys that run at
 * the same time on different requests).
 */
export async function customerRequest(
  request: APIRequestContext,
  status: string,
  skip: number,
): Promise<PayableRequest> {
  const token = (await authenticate(request, 'customer')).account.token;
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`${API_URL}/request/alfie/requests`, { headers })).json()) as {
    id: number;
    status: string;
    startDatetime: string;
  }[];
  const candidates = list
    .filter((r) => r.status === status && Date.parse(r.startDatetime) > Date.now() + 3_600_000)
    .sort((a, b) => a.id - b.id);
  const chosen = candidates[skip];
  if (!chosen) throw new Error(`the demo customer has fewer than ${skip + 1} future ${status} requests`);
  const detail = (await (
    await request.get(`${API_URL}/Request/alfie/request-detail?id=${chosen.id}`, { headers })
  ).json()) as { request: { id: number; amount: number; endDatetime: string } };
  return { id: chosen.id, amount: detail.request.amount, endDatetime: detail.request.endDatetime, token };
}

export function paymentQuery(
  r: { token: string; id: number },
  amount: number,
  extra: Record<string, string> = {},
) {
  return `?${new URLSearchParams({
    token: r.token,
    requestId: String(r.id),
    amount: amount.toFixed(2),
    description: `Alfie request ${r.id}`,
    ...extra,
  }).toString()}`;
}

/** The request as the customer sees it now (status, end). */
export async function requestNow(request: APIRequestContext, r: PayableRequest) {
  const response = await request.get(`${API_URL}/Request/alfie/request-detail?id=${r.id}`, {
    headers: { authorization: `Bearer ${r.token}` },
  });
  return ((await response.json()) as { request: { status: string; endDatetime: string; amount: number } })
    .request;
}
