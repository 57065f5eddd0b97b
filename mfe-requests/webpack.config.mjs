// Webpack build of mfe-requests: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
// The calls a page makes as it opens, which the shell sends as soon as it reads the manifest on a load that opens on
// that page (held to the pages' own calls by src/pages/first-calls.test.ts).
import firstCalls from './src/pages/first-calls.json' with { type: 'json' };

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './RequestsPage': './src/pages/requests-page.tsx',
    './AssignmentPage': './src/pages/assignment-page.tsx',
    './CloseoutPage': './src/pages/closeout-page.tsx',
    './DispatchBoardPage': './src/pages/dispatch-board-page.tsx',
  },
  firstCalls,
});
