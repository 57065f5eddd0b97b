// Whether the run started the API (playwright.config.ts): journeys that need it call requireApi() first.
import { test } from '@playwright/test';

export const apiAvailable = () => process.env.ALFIE_E2E_API === '1';

export function requireApi(): void {
  test.skip(!apiAvailable(), 'api/src/server.ts does not exist yet');
}
