// Webpack build of mfe-customer: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
// The calls a page makes as it opens, which the shell sends as soon as it reads the manifest on a load that opens on
// that page (held to the pages' own calls by src/pages/first-calls.test.ts).
import firstCalls from './src/pages/first-calls.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './NewRequestPage': './src/pages/new-request-page.tsx',
    './RequestThankYouPage': './src/pages/request-thank-you-page.tsx',
    './ReservationsPage': './src/pages/reservations-page.tsx',
    './RequestDetailPage': './src/pages/request-detail-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
  },
  firstCalls,
});
