// Webpack build of mfe-payment: a federation remote that exposes its pages to the shell, plus the standalone
// page of the mobile web view (index.html), built without federation so that it downloads as little as possible.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
import { paymentConfig } from '../scripts/runtime-config.mjs';
// The pages the shell loads (src/exposed-pages.ts types them for the shell).
import exposes from './src/exposes.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes,
  standalone: { entry: './src/standalone.tsx' },
  devConfig: () => paymentConfig(process.env),
});
