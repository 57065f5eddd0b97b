// Webpack build of mfe-pa: a federation remote that exposes the PA's pages (public application, open requests,
// offers, assignments) to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './ApplicationPage': './src/pages/application-page.tsx',
    './OpenRequestsPage': './src/pages/open-requests-page.tsx',
    './OffersPage': './src/pages/offers-page.tsx',
    './AssignmentsPage': './src/pages/assignments-page.tsx',
  },
});
