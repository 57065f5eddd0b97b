// The / route: the login form, or straight to the screen of a session that was valid when / opened.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@alfie/shared/session';
import { LoginPage } from '../pages/login-page.tsx';
import { hasValidSession, landingFor } from './session-home.ts';

export function HomeRoute() {
  // Read once: a login made on this page sends the user to the role's home (HOME_BY_ROLE), not to the / landing.
  const [{ token, role }] = useState(() => useSession.getState());
  return hasValidSession(token, role) ? <Navigate to={landingFor(role)} replace /> : <LoginPage />;
}
