// mfe-payment on its own: the mobile web view opens this origin's index.html and gets only the payment page.
import { lazy } from 'react';
import { startStandalone } from './standalone.tsx';

startStandalone(
  {
    PaymentPage: lazy(() => import('./pages/payment-page.tsx')),
  },
  'PaymentPage',
);
