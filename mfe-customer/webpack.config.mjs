// Webpack build of mfe-customer: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';

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
});
