// Route guard: no token, an expired token or a role outside the area sends the visitor to /; a session whose
// two-factor enrolment is pending goes to the enrolment screen (the server refuses it everything else).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canReach } from '@alfie/shared/contracts/roles';
import type { Area } from '@alfie/shared/contracts/roles';
import { ENROLMENT_PATH } from '@alfie/shared/contracts/two-factor';
import { isEnrolmentPending, useSession } from '@alfie/shared/session';
import { hasValidSession } from './session-home.ts';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  if (!hasValidSession(token, role) || !canReach(role, area)) return <Navigate to="/" replace />;
  if (area !== 'twoFactor' && isEnrolmentPending(token)) return <Navigate to={ENROLMENT_PATH} replace />;
  return <>{children}</>;
}
