// The guarded routes of docs/product.md §2: path, who may reach it, and which remote page it shows.
import type { Area } from '@alfie/shared/contracts/roles';
import type { RemoteName } from '../federation/remote-names.ts';

export interface GuardedRoute {
  path: string;
  area: Area;
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
  /** i18n key of the header title. */
  titleKey: string;
}

export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  {
    path: '/richieste',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'RequestsPage',
    props: { type: 'business' },
    titleKey: 'MENU.BUSINESS_REQUESTS',
  },
  {
    path: '/richieste-consumer',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'RequestsPage',
    props: { type: 'consumer' },
    titleKey: 'MENU.CONSUMER_REQUESTS',
  },
  {
    path: '/assegnazione',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'AssignmentPage',
    titleKey: 'MENU.BUSINESS_REQUESTS',
  },
  {
    path: '/assignment',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'AssignmentPage',
    titleKey: 'MENU.BUSINESS_REQUESTS',
  },
  {
    path: '/dispatch-board',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'DispatchBoardPage',
    titleKey: 'MENU.DISPATCH_BOARD',
  },
  {
    path: '/chiusura-servizi',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'CloseoutPage',
    titleKey: 'MENU.CLOSEOUT',
  },
  {
    path: '/nuovi-PA',
    area: 'applicants',
    remote: 'mfe_recruiting',
    module: 'ApplicantsPage',
    titleKey: 'MENU.NEW_PAS',
  },
  {
    path: '/new-companies',
    area: 'companies',
    remote: 'mfe_recruiting',
    module: 'CompaniesPage',
    titleKey: 'MENU.NEW_COMPANIES',
  },
  {
    path: '/pricing',
    area: 'pricing',
    remote: 'mfe_pricing',
    module: 'PricingPage',
    titleKey: 'MENU.PRICING',
  },
  {
    path: '/user-management',
    area: 'operators',
    remote: 'mfe_users',
    module: 'UsersPage',
    titleKey: 'MENU.USERS',
  },
  {
    path: '/landing-richiesta',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'NewRequestPage',
    titleKey: 'MENU.NEW_REQUEST',
  },
  {
    path: '/ty-page',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'RequestThankYouPage',
    titleKey: 'MENU.NEW_REQUEST',
  },
  {
    path: '/profile',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'ProfilePage',
    titleKey: 'MENU.PROFILE',
  },
  {
    path: '/richieste-customer',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'ReservationsPage',
    titleKey: 'MENU.RESERVATIONS',
  },
  {
    path: '/customer-request-details',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'RequestDetailPage',
    titleKey: 'MENU.RESERVATIONS',
  },
  // One path segment each: the shell's page loads its scripts relative to the path, so a deeper route opened
  // directly (a reload, a link in a mail) would ask for /pa/main.js.
  {
    path: '/pa',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'OpenRequestsPage',
    titleKey: 'MENU.PA_OPEN_REQUESTS',
  },
  {
    path: '/pa-offers',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'OffersPage',
    titleKey: 'MENU.PA_OFFERS',
  },
  {
    path: '/pa-assignments',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'AssignmentsPage',
    titleKey: 'MENU.PA_ASSIGNMENTS',
  },
];

/** The guarded route at `pathname`, in any case (as the router matches). */
export function guardedRouteAt(pathname: string): GuardedRoute | undefined {
  return GUARDED_ROUTES.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
}

/** Header titles of the guarded pages the shell draws itself (not a remote's). */
const SHELL_PAGE_TITLES: Readonly<Record<string, string>> = { '/two-factor': 'MENU.TWO_FACTOR' };

export function titleKeyFor(pathname: string): string | undefined {
  return guardedRouteAt(pathname)?.titleKey ?? SHELL_PAGE_TITLES[pathname.toLowerCase()];
}
