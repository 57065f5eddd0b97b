// Whether the run started the API (playwright.config.ts): journeys that need it call requireApi() first, and
// fail without it (a journey that quietly skips would hide a broken harness).
export const apiAvailable = () => process.env.ALFIE_E2E_API === '1';

export function requireApi(): void {
  if (!apiAvailable())
    throw new Error('this journey needs the API (api/src/server.ts), which the run did not start');
}
