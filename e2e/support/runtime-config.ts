// Serves the browser a changed /config.json (route interception), e.g. one remote pointed at a dead URL.
import type { Page } from '@playwright/test';
import { DEAD_MANIFEST_URL } from './urls.ts';

export type RemoteName =
  'mfe_requests' | 'mfe_recruiting' | 'mfe_pricing' | 'mfe_users' | 'mfe_customer' | 'mfe_payment' | 'mfe_pa';

export async function overrideRuntimeConfig(page: Page, change: (config: Record<string, unknown>) => void) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    change(config);
    await route.fulfill({ response, json: config });
  });
}

export function killRemote(page: Page, remote: RemoteName) {
  return overrideRuntimeConfig(page, (config) => {
    (config.remotes as Record<string, string>)[remote] = DEAD_MANIFEST_URL;
  });
}
