// mfe-pricing on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  PricingPage: lazy(() => import('./pages/pricing-page.tsx')),
});
