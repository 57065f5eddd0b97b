// Webpack build of the shell (federation host): no static remotes, they come from /config.json at start.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
import { shellConfig } from '../scripts/runtime-config.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  devConfig: () => shellConfig(process.env),
});
