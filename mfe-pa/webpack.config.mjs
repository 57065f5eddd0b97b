// Webpack build of mfe-pa: a federation remote that exposes the PA's pages (public application, open requests,
// offers, assignments) to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
// The calls a page makes as it opens, which the shell sends as soon as it reads the manifest on a load that opens on
// that page (held to the pages' own calls by src/pages/first-calls.test.ts).
import firstCalls from './src/pages/first-calls.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './ApplicationPage': './src/pages/application-page.tsx',
    './OpenRequestsPage': './src/pages/open-requests-page.tsx',
    './OffersPage': './src/pages/offers-page.tsx',
    './AssignmentsPage': './src/pages/assignments-page.tsx',
  },
  firstCalls,
});
