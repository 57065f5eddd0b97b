// Webpack build of mfe-pricing: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './PricingPage': './src/pages/pricing-page.tsx',
  },
});
