// Webpack build of mfe-pricing: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
// The pages the shell loads; the remote's own standalone page (src/bootstrap.tsx) lists the same ones.
import exposes from './src/exposes.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes,
});
