// The route table of SPEC section 2: public shell pages, guarded remote pages, and not found for the rest.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loader } from '@alfie/shared/ui/loader';
import { RemotePage } from '../federation/remote-page.tsx';
import { getRuntimeConfig } from '../federation/runtime-config.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RecoveryPage } from '../pages/recovery-page.tsx';
import { ResetPasswordPage } from '../pages/reset-password-page.tsx';
import { SignupPage } from '../pages/signup-page.tsx';
import { TySignupPage } from '../pages/ty-signup-page.tsx';
import { HomeRoute } from './home-route.tsx';
import { Layout } from './layout.tsx';
import { RequireArea } from './require-area.tsx';
import { GUARDED_ROUTES } from './route-table.ts';

// Loaded on demand: the QR encoder stays out of the first download.
const TwoFactorPage = lazy(() =>
  import('../two-factor/two-factor-page.tsx').then((m) => ({ default: m.TwoFactorPage })),
);

/** PayPal's settings from config.json, the same props the payment remote's standalone entry passes. */
function paymentProps(): Record<string, unknown> | undefined {
  try {
    const { paypalClientId, paypalSdkUrl } = getRuntimeConfig();
    return { paypalClientId, paypalSdkUrl };
  } catch {
    return undefined;
  }
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/recupero-password" element={<RecoveryPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/ty-signup" element={<TySignupPage />} />
        <Route path="/candidatura" element={<RemotePage remote="mfe_pa" module="ApplicationPage" />} />
        <Route
          path="/do-paypal-payment"
          element={<RemotePage remote="mfe_payment" module="PaymentPage" props={paymentProps()} />}
        />
        <Route
          path="/two-factor"
          element={
            <RequireArea area="twoFactor">
              <Suspense fallback={<Loader />}>
                <TwoFactorPage />
              </Suspense>
            </RequireArea>
          }
        />
        {GUARDED_ROUTES.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <RequireArea area={r.area}>
                <RemotePage remote={r.remote} module={r.module} props={r.props} />
              </RequireArea>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
