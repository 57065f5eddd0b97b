// The / route: the login form, or straight to the screen of a session that was valid when / opened.
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@alfie/shared/session';
import { Loader } from '@alfie/shared/ui/loader';
import { hasValidSession, landingFor } from './session-home.ts';

// On demand, with its form libraries (react-hook-form, valibot): a signed-in page's boot does not carry them. The
// prerendered / names this chunk's scripts (PrerenderPlugin `chunks`), so the form arrives with the boot there.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);

export function HomeRoute() {
  // Read once: a login made on this page sends the user to the role's home (HOME_BY_ROLE), not to the / landing.
  const [{ token, role }] = useState(() => useSession.getState());
  if (hasValidSession(token, role)) return <Navigate to={landingFor(role)} replace />;
  return (
    <Suspense fallback={<Loader />}>
      <LoginPage />
    </Suspense>
  );
}
