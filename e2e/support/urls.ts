// Where the parts of the product answer during the e2e run (docs/architecture.md ports).
export const SHELL_URL = 'http://localhost:3000';
export const API_URL = 'http://localhost:4000';
/** A port nothing listens on: a remote pointed here is "dead". */
export const DEAD_MANIFEST_URL = 'http://localhost:3999/mf-manifest.json';
/** The fake PayPal JS SDK the payment journeys serve (config.json and the pages' CSP name it in e2e). */
export const FAKE_PAYPAL_SDK_URL = 'http://paypal-sdk.fake/sdk/js';
