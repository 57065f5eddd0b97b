// mfe-recruiting on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  ApplicantsPage: lazy(() => import('./pages/applicants-page.tsx')),
  CompaniesPage: lazy(() => import('./pages/companies-page.tsx')),
});
