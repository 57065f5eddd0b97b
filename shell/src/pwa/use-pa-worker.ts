// A PA's session installs the PA app's service worker; no other session loads its code (a chunk of its own).
import { useEffect } from 'react';
import { useSession } from '@alfie/shared/session';
import { hasValidSession } from '../app/session-home.ts';

export function usePaWorker(): void {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const pa = role === 'personal-assistant' && hasValidSession(token, role);
  useEffect(() => {
    if (pa) void import('./register-worker.ts').then(({ registerWorker }) => registerWorker());
  }, [pa]);
}
