// mfe-customer on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  NewRequestPage: lazy(() => import('./pages/new-request-page.tsx')),
  RequestThankYouPage: lazy(() => import('./pages/request-thank-you-page.tsx')),
  ReservationsPage: lazy(() => import('./pages/reservations-page.tsx')),
  RequestDetailPage: lazy(() => import('./pages/request-detail-page.tsx')),
  ProfilePage: lazy(() => import('./pages/profile-page.tsx')),
});
