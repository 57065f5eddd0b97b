// Webpack build of mfe-recruiting: a federation remote that exposes its pages to the shell.
import { federatedApp } from '../tooling/webpack/federated-app.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  exposes: {
    './ApplicantsPage': './src/pages/applicants-page.tsx',
    './CompaniesPage': './src/pages/companies-page.tsx',
  },
});
