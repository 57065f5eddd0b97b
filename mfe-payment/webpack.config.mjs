// Webpack build of mfe-payment: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
import { paymentConfig } from '../scripts/runtime-config.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './PaymentPage': './src/pages/payment-page.tsx',
  },
  devConfig: () => paymentConfig(process.env),
});
