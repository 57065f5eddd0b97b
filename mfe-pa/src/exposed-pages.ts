// The pages this remote exposes (exposes.json) and their props, for the shell's type check of its routes: the
// shell imports this type only, so it costs no bytes. Checked fails the type check when the two lists differ.
import type { ExposesMatch } from '@alfie/shared/ui/standalone';
import type exposes from './exposes.json';
import type ApplicationPage from './pages/application-page.tsx';
import type OpenRequestsPage from './pages/open-requests-page.tsx';
import type OffersPage from './pages/offers-page.tsx';
import type AssignmentsPage from './pages/assignments-page.tsx';

export interface ExposedPages {
  ApplicationPage: typeof ApplicationPage;
  OpenRequestsPage: typeof OpenRequestsPage;
  OffersPage: typeof OffersPage;
  AssignmentsPage: typeof AssignmentsPage;
}

export type Checked = ExposesMatch<typeof exposes, ExposedPages>;
