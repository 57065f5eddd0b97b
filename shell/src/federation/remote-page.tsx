// Renders one exposed page of a remote lazily, with the shared loader while it downloads and the unavailable
// panel (with Retry) when it cannot be loaded. Routes use it: <RemotePage remote="mfe_pricing" module="PricingPage" />.
import { lazy, Suspense, useState } from 'react';
import { Loader } from '@alfie/shared/ui/loader';
import { takeRemotePage } from './load-remote-page.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import type { RemoteName } from './remote-names.ts';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'RequestsPage'. */
  module: string;
  props?: Record<string, unknown>;
}

export function RemotePage({ remote, module, props }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A new key per attempt remounts LazyRemote, so Retry really loads again instead of replaying the failure.
  return (
    <LazyRemote
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      module={module}
      props={props}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

function LazyRemote({ remote, module, props, onRetry }: RemotePageProps & { onRetry: () => void }) {
  const [Page] = useState(() => lazy(() => takeRemotePage(remote, module)));
  return (
    <div className="shell-remote-page">
      <RemoteErrorBoundary onRetry={onRetry}>
        <Suspense fallback={<Loader />}>
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
