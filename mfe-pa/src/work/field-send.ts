// Sending a field step from a phone on a bad network: the press gets one Idempotency-Key, kept on every retry, so
// the server records it once however many of the tries reach it; a refusal (4xx) is final. The position is asked
// only for the arrival at the meeting point, and a refusal or a slow fix sends the step without it.
import { toApiError } from '@alfie/shared/api';
import type { FieldStatusAnswer, FieldStatusBody } from '@alfie/shared/contracts';
import { sendFieldStatus } from '../api/send-field-status.ts';

/** Waits before the second and third tries when the server could not be reached. */
export const RETRY_DELAYS_MS = [1_000, 4_000];
const POSITION_TIMEOUT_MS = 8_000;

export function newPressKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendStep(
  body: FieldStatusBody,
  onRetry: () => void = () => undefined,
  key: string = newPressKey(),
): Promise<FieldStatusAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendFieldStatus(key, body);
    } catch (error) {
      const unreachable = toApiError(error).status === 0;
      if (!unreachable || attempt >= RETRY_DELAYS_MS.length) throw error;
      onRetry();
      await wait(RETRY_DELAYS_MS[attempt]!);
    }
  }
}

export type Position = Pick<FieldStatusBody, 'lat' | 'lng' | 'accuracy'>;

/** The phone's position when the browser grants it (its own permission prompt is the consent); {} otherwise. */
export function currentPosition(): Promise<Position> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve({});
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      () => resolve({}),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
