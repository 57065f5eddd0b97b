// mfe-users on its own, for development: renders one exposed page (?page=Name) without the shell's chrome.
import { lazy } from 'react';
import { startStandalone } from '@alfie/shared/ui/standalone';

startStandalone({
  UsersPage: lazy(() => import('./pages/users-page.tsx')),
});
