// The shell's root component: a router around the route table, with the locale kept in sync. The browser router
// in the page; the build's prerender (shell/src/prerender/render-page.tsx) passes a static router at one path.
import { StrictMode } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from '../boot/root-error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { useLocaleSync } from './locale-sync.ts';

export type AppRouter = ComponentType<{ children: ReactNode }>;

export default function App({ Router = BrowserRouter }: { Router?: AppRouter }) {
  useLocaleSync();
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}

/** The whole tree the page renders, and hydrates over the prerendered HTML: both must be the same tree. */
export function appRoot(Router?: AppRouter): ReactNode {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <App Router={Router} />
      </RootErrorBoundary>
    </StrictMode>
  );
}
