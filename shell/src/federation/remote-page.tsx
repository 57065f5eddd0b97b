// Renders one exposed page of a remote once loaded, with the shared loader while it downloads and the unavailable
// panel (with Retry) when it cannot be loaded. Routes use it: <RemotePage remote="mfe_pricing" module="PricingPage" />.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Loader } from '@alfie/shared/ui/loader';
import { takeRemotePage, type RemotePageModule } from './load-remote-page.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import type { RemoteName } from './remote-names.ts';
import type { RemotePageRef } from './remote-pages.ts';

/** A page of a remote with its props, as the remote's exposed-pages.ts types them. */
export type RemotePageProps = RemotePageRef;

/** Past the type check, a page is a name and props the page was checked to take. */
interface LoadedPageProps {
  remote: RemoteName;
  module: string;
  props?: object;
}

export function RemotePage(page: RemotePageProps) {
  const { remote, module, props }: LoadedPageProps = page;
  const [attempt, setAttempt] = useState(0);
  // A new key per attempt remounts RemoteModulePage, so Retry really loads again instead of replaying the failure.
  return (
    <RemoteModulePage
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      module={module}
      props={props}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

function RemoteModulePage({ remote, module, props, onRetry }: LoadedPageProps & { onRetry: () => void }) {
  const loaded = useRemotePage(remote, module);
  const Page = loaded && 'page' in loaded ? loaded.page : null;
  return (
    <div className="shell-remote-page">
      <RemoteErrorBoundary onRetry={onRetry}>
        {loaded && 'error' in loaded ? (
          <Rethrow error={loaded.error} />
        ) : Page ? (
          // For what the page itself loads on demand.
          <Suspense fallback={<Loader />}>
            <Page {...props} />
          </Suspense>
        ) : (
          <Loader />
        )}
      </RemoteErrorBoundary>
    </div>
  );
}

type Loaded = { page: RemotePageModule['default'] } | { error: unknown };

/**
 * The page's module as state, not React.lazy under Suspense: React shows content that replaces a Suspense
 * fallback no sooner than 300 ms after that fallback appeared (its throttling of retries), so a page whose module
 * came sooner waited for a timer (docs/performance.md §9).
 * Rendered in a transition, in slices.
 */
function useRemotePage(remote: RemoteName, module: string): Loaded | null {
  // Asked once per mount: StrictMode runs the effect twice, and the first run takes the preloaded load.
  const [load] = useState(() => {
    let started: Promise<RemotePageModule> | undefined;
    return () => (started ??= takeRemotePage(remote, module));
  });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      ({ default: page }) => mounted && startTransition(() => setLoaded({ page })),
      (error: unknown) => mounted && setLoaded({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded;
}

/** Hands a failed load to the page's error boundary, as a failed React.lazy did. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
