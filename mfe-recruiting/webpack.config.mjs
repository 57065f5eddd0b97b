// Webpack build of mfe-recruiting: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
// The pages the shell loads; the remote's own standalone page (src/bootstrap.tsx) lists the same ones.
import exposes from './src/exposes.json' with { type: 'json' };
// The calls a page makes as it opens, which the shell sends as soon as it reads the manifest on a load that opens on
// that page (held to the pages' own calls by src/pages/first-calls.test.ts).
import firstCalls from './src/pages/first-calls.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes,
  firstCalls,
});
