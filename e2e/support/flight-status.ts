// The e2e run's flight-status provider (support/flight-status-server.ts): where it answers, the key the API sends,
// and how a journey sets what a flight number answers.
import type { APIRequestContext } from '@playwright/test';

export const FLIGHT_STATUS_PORT = 4010;
export const FLIGHT_STATUS_URL = `http://127.0.0.1:${FLIGHT_STATUS_PORT}`;
export const FLIGHT_STATUS_KEY = 'e2e-flight-key';

export type SetFlight =
  | { kind: 'on-time'; scheduled: Date }
  | { kind: 'delayed' | 'early'; scheduled: Date; minutes: number }
  | { kind: 'landed'; scheduled: Date; landedAt: Date }
  | { kind: 'cancelled' | 'diverted'; scheduled: Date };

/** What the provider answers from now on for flight `code` (e.g. "AZ123"). */
export async function setFlight(request: APIRequestContext, code: string, flight: SetFlight): Promise<void> {
  const res = await request.post(`${FLIGHT_STATUS_URL}/control/flights/${encodeURIComponent(code)}`, {
    data: flight,
  });
  if (!res.ok()) throw new Error(`the fake flight-status provider answered ${res.status()}`);
}
