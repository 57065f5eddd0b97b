// The / route: the login form, or straight to the screen of a valid session.
import { Navigate } from 'react-router-dom';
import { useSession } from '@alfie/shared/session';
import { LoginPage } from '../pages/login-page.tsx';
import { hasValidSession, landingFor } from './session-home.ts';

export function HomeRoute() {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  return hasValidSession(token, role) ? <Navigate to={landingFor(role)} replace /> : <LoginPage />;
}
