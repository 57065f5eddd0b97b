// Route guard: no token, an expired token or a role outside the area sends the visitor to /.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canReach } from '@alfie/shared/contracts/roles';
import type { Area } from '@alfie/shared/contracts/roles';
import { useSession } from '@alfie/shared/session';
import { hasValidSession } from './session-home.ts';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  if (!hasValidSession(token, role) || !canReach(role, area)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
