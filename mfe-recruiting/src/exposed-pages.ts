// The pages this remote exposes (exposes.json) and their props, for the shell's type check of its routes: the
// shell imports this type only, so it costs no bytes. Checked fails the type check when the two lists differ.
import type { ExposesMatch } from '@alfie/shared/ui/standalone';
import type exposes from './exposes.json';
import type ApplicantsPage from './pages/applicants-page.tsx';
import type CompaniesPage from './pages/companies-page.tsx';

export interface ExposedPages {
  ApplicantsPage: typeof ApplicantsPage;
  CompaniesPage: typeof CompaniesPage;
}

export type Checked = ExposesMatch<typeof exposes, ExposedPages>;
