// The pages this remote exposes (exposes.json) and their props, for the shell's type check of its routes: the
// shell imports this type only, so it costs no bytes. Checked fails the type check when the two lists differ.
import type { ExposesMatch } from '@alfie/shared/ui/standalone';
import type exposes from './exposes.json';
import type NewRequestPage from './pages/new-request-page.tsx';
import type RequestThankYouPage from './pages/request-thank-you-page.tsx';
import type ReservationsPage from './pages/reservations-page.tsx';
import type RequestDetailPage from './pages/request-detail-page.tsx';
import type ProfilePage from './pages/profile-page.tsx';

export interface ExposedPages {
  NewRequestPage: typeof NewRequestPage;
  RequestThankYouPage: typeof RequestThankYouPage;
  ReservationsPage: typeof ReservationsPage;
  RequestDetailPage: typeof RequestDetailPage;
  ProfilePage: typeof ProfilePage;
}

export type Checked = ExposesMatch<typeof exposes, ExposedPages>;
