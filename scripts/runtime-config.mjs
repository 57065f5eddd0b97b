// The /config.json each front end reads at start, built from environment variables (defaults: every part on
// localhost at the ports of docs/architecture.md). Used by `npm start` (written into dist) and by the dev servers.
import { API_PORT, MANIFEST_FILE, REMOTES } from '../tooling/webpack/apps.mjs';

const DEFAULT_PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** MFE_REQUESTS_MANIFEST_URL for mfe_requests, and so on. */
export const manifestVariable = (remoteName) => `${remoteName.toUpperCase()}_MANIFEST_URL`;

function apiBaseUrl(env) {
  return env.API_URL || `http://${env.PUBLIC_HOST || 'localhost'}:${env.PORT_API || API_PORT}`;
}

export function shellConfig(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  return {
    apiBaseUrl: apiBaseUrl(env),
    remotes: Object.fromEntries(
      REMOTES.map((r) => [
        r.name,
        env[manifestVariable(r.name)] || `http://${host}:${r.port}/${MANIFEST_FILE}`,
      ]),
    ),
    paypalClientId: env.PAYPAL_CLIENT_ID || '',
    paypalSdkUrl: env.PAYPAL_SDK_URL || DEFAULT_PAYPAL_SDK_URL,
  };
}

/** mfe-payment boots alone in the mobile web view: it needs the API and PayPal, no remotes. */
export function paymentConfig(env = process.env) {
  const { apiBaseUrl: api, paypalClientId, paypalSdkUrl } = shellConfig(env);
  return { apiBaseUrl: api, paypalClientId, paypalSdkUrl };
}
