// Webpack build of mfe-requests: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './RequestsPage': './src/pages/requests-page.tsx',
    './AssignmentPage': './src/pages/assignment-page.tsx',
    './CloseoutPage': './src/pages/closeout-page.tsx',
    './DispatchBoardPage': './src/pages/dispatch-board-page.tsx',
  },
});
