// The /config.json of a front end's own origin, for a remote that boots without the shell (the shell reads the
// same file through its runtime config). A missing or broken file falls back to the local API and no PayPal.
// A subpath of its own (@alfie/shared/api/standalone-config): the shell never boots alone, so its login route does
// not carry it.
export interface StandaloneConfig {
  apiBaseUrl: string;
  paypalClientId: string;
  paypalSdkUrl: string;
}

export async function readStandaloneConfig(url = '/config.json'): Promise<StandaloneConfig> {
  let raw: Partial<StandaloneConfig> = {};
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) raw = ((await response.json()) as Partial<StandaloneConfig> | null) ?? {};
  } catch {
    // Offline or not JSON: the defaults below keep the page usable against a local API.
  }
  return {
    apiBaseUrl: raw.apiBaseUrl ?? 'http://localhost:4000',
    paypalClientId: raw.paypalClientId ?? '',
    paypalSdkUrl: raw.paypalSdkUrl ?? '',
  };
}
