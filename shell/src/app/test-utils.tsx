// Test helpers of the shell: render the route table at a path, with a session (the scripted API and tokens are
// @alfie/shared/testing's).
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { changeLocale } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import type { Role } from '@alfie/shared/contracts/roles';
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { AppRoutes } from './routes.tsx';

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export async function renderAt(
  path: string,
  { locale = 'en', state }: { locale?: 'it' | 'en' | 'fr'; state?: unknown } = {},
) {
  await changeLocale(locale);
  useSession.setState({ locale });
  const view = render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
  // The public pages load on demand (React.lazy): let their modules resolve so a test starts on the page, not on
  // its Suspense fallback.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

export function signIn(role: Role | string, token = fakeJwt(3600)): void {
  useSession.setState({ token, role: role as Role, user: { email: 'u@example.com', company: null, id: 1 } });
}

export function signOut(): void {
  useSession.setState({ token: null, role: null, user: null, profileData: null, locale: 'en' });
}
