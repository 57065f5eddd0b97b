// The route table of docs/product.md §2: public shell pages, guarded remote pages, and not found for the rest.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loader } from '@alfie/shared/ui/loader';
import { RemotePage } from '../federation/remote-page.tsx';
import { getRuntimeConfig } from '../federation/runtime-config.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { HomeRoute } from './home-route.tsx';
import { Layout } from './layout.tsx';
import { RequireArea } from './require-area.tsx';
import { GUARDED_ROUTES } from './route-table.ts';

// Loaded on demand, so the login route (/) downloads only the login form (docs/performance.md): the signup form
// with its schemas, country list and legal modals, the password pages, and the QR encoder of two-factor enrolment.
const SignupPage = lazy(() =>
  import(/* webpackChunkName: "signup" */ '../pages/signup-page.tsx').then((m) => ({
    default: m.SignupPage,
  })),
);
const TySignupPage = lazy(() =>
  import('../pages/ty-signup-page.tsx').then((m) => ({ default: m.TySignupPage })),
);
// Named: the prerendered pages of these routes name their chunks (shell/webpack.config.mjs `prerender.chunks`).
const RecoveryPage = lazy(() =>
  import(/* webpackChunkName: "recovery" */ '../pages/recovery-page.tsx').then((m) => ({
    default: m.RecoveryPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "reset-password" */ '../pages/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
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

/** A page loaded on demand, with the loader while its chunk downloads. */
const onDemand = (page: ReactNode) => <Suspense fallback={<Loader />}>{page}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/signup" element={onDemand(<SignupPage />)} />
        <Route path="/recupero-password" element={onDemand(<RecoveryPage />)} />
        <Route path="/reset-password" element={onDemand(<ResetPasswordPage />)} />
        <Route path="/ty-signup" element={onDemand(<TySignupPage />)} />
        <Route path="/candidatura" element={<RemotePage remote="mfe_pa" module="ApplicationPage" />} />
        <Route
          path="/do-paypal-payment"
          element={<RemotePage remote="mfe_payment" module="PaymentPage" props={paymentProps()} />}
        />
        <Route
          path="/two-factor"
          element={<RequireArea area="twoFactor">{onDemand(<TwoFactorPage />)}</RequireArea>}
        />
        {GUARDED_ROUTES.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <RequireArea area={r.area}>
                <RemotePage {...r} />
              </RequireArea>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
