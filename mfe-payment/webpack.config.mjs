// Webpack build of mfe-payment: a federation remote that exposes its pages to the shell, plus the standalone
// page of the mobile web view (index.html), built without federation so that it downloads as little as possible.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
import { paymentConfig } from '../scripts/runtime-config.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './PaymentPage': './src/pages/payment-page.tsx',
  },
  standalone: { entry: './src/standalone.tsx' },
  devConfig: () => paymentConfig(process.env),
});
