// mfe-pa on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  ApplicationPage: lazy(() => import('./pages/application-page.tsx')),
  OpenRequestsPage: lazy(() => import('./pages/open-requests-page.tsx')),
  OffersPage: lazy(() => import('./pages/offers-page.tsx')),
  AssignmentsPage: lazy(() => import('./pages/assignments-page.tsx')),
});
