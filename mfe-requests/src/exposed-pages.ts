// The pages this remote exposes (exposes.json) and their props, for the shell's type check of its routes: the
// shell imports this type only, so it costs no bytes. Checked fails the type check when the two lists differ.
import type { ExposesMatch } from '@alfie/shared/ui/standalone';
import type exposes from './exposes.json';
import type RequestsPage from './pages/requests-page.tsx';
import type AssignmentPage from './pages/assignment-page.tsx';
import type CloseoutPage from './pages/closeout-page.tsx';
import type DispatchBoardPage from './pages/dispatch-board-page.tsx';

export interface ExposedPages {
  RequestsPage: typeof RequestsPage;
  AssignmentPage: typeof AssignmentPage;
  CloseoutPage: typeof CloseoutPage;
  DispatchBoardPage: typeof DispatchBoardPage;
}

export type Checked = ExposesMatch<typeof exposes, ExposedPages>;
