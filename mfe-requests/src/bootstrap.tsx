// mfe-requests on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  RequestsPage: lazy(() => import('./pages/requests-page.tsx')),
  AssignmentPage: lazy(() => import('./pages/assignment-page.tsx')),
});
