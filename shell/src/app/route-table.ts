// The shell's one registry of signed-in pages (docs/product.md §2): path, who may reach it, the page it shows, its
// header title and, in menu order, who sees it in the role menu. The menu is limited to routes the role may open
// (canReach), so no entry bounces back to /.
import { OPERATOR_ROLES } from '@alfie/shared/contracts/roles';
import type { Area, Role } from '@alfie/shared/contracts/roles';
import type { RemotePageRef } from '../federation/remote-pages.ts';

interface PageRoute {
  path: string;
  area: Area;
  /** i18n key of the header title, and of the menu entry. */
  titleKey: string;
  /** Who sees the page in the role menu; absent, the page is reached from another page only. */
  menu?: (role: Role) => boolean;
}

/** A page a remote shows: a page the remote exposes, with the props that page takes. */
export type GuardedRoute = PageRoute & RemotePageRef;

/** A page the shell draws itself (routes.tsx renders it). */
type ShellPageRoute = PageRoute & { remote?: never };

const operator = (role: Role) => (OPERATOR_ROLES as readonly Role[]).includes(role);
const customer = (role: Role) => role === 'customer';
const pa = (role: Role) => role === 'personal-assistant';
const requestsDesk = (role: Role) => operator(role) && role !== 'operator-recruiter';
const applicantsDesk = (role: Role) => operator(role) && role !== 'operator-user';
const admin = (role: Role) => role === 'operator-admin';

export const ROUTES: readonly (GuardedRoute | ShellPageRoute)[] = [
  {
    path: '/landing-richiesta',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'NewRequestPage',
    titleKey: 'MENU.NEW_REQUEST',
    menu: customer,
  },
  {
    path: '/ty-page',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'RequestThankYouPage',
    titleKey: 'MENU.NEW_REQUEST',
  },
  {
    path: '/richieste-customer',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'ReservationsPage',
    titleKey: 'MENU.RESERVATIONS',
    menu: customer,
  },
  {
    path: '/customer-request-details',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'RequestDetailPage',
    titleKey: 'MENU.RESERVATIONS',
  },
  {
    path: '/profile',
    area: 'customer',
    remote: 'mfe_customer',
    module: 'ProfilePage',
    titleKey: 'MENU.PROFILE',
    menu: customer,
  },
  {
    path: '/richieste-consumer',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'RequestsPage',
    props: { type: 'consumer' },
    titleKey: 'MENU.CONSUMER_REQUESTS',
    menu: requestsDesk,
  },
  {
    path: '/richieste',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'RequestsPage',
    props: { type: 'business' },
    titleKey: 'MENU.BUSINESS_REQUESTS',
    menu: requestsDesk,
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
    menu: requestsDesk,
  },
  {
    path: '/chiusura-servizi',
    area: 'requests',
    remote: 'mfe_requests',
    module: 'CloseoutPage',
    titleKey: 'MENU.CLOSEOUT',
    menu: requestsDesk,
  },
  {
    path: '/nuovi-PA',
    area: 'applicants',
    remote: 'mfe_recruiting',
    module: 'ApplicantsPage',
    titleKey: 'MENU.NEW_PAS',
    menu: applicantsDesk,
  },
  // docs/product.md §6 grants operator-user the new companies screen, which the menu line of section 2 leaves out:
  // the entry follows the grant (the recruiter, without the grant, is left out by canReach).
  {
    path: '/new-companies',
    area: 'companies',
    remote: 'mfe_recruiting',
    module: 'CompaniesPage',
    titleKey: 'MENU.NEW_COMPANIES',
    menu: operator,
  },
  {
    path: '/pricing',
    area: 'pricing',
    remote: 'mfe_pricing',
    module: 'PricingPage',
    titleKey: 'MENU.PRICING',
    menu: admin,
  },
  {
    path: '/user-management',
    area: 'operators',
    remote: 'mfe_users',
    module: 'UsersPage',
    titleKey: 'MENU.USERS',
    menu: admin,
  },
  // One path segment each: the shell's page loads its scripts relative to the path, so a deeper route opened
  // directly (a reload, a link in a mail) would ask for /pa/main.js.
  {
    path: '/pa',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'OpenRequestsPage',
    titleKey: 'MENU.PA_OPEN_REQUESTS',
    menu: pa,
  },
  {
    path: '/pa-offers',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'OffersPage',
    titleKey: 'MENU.PA_OFFERS',
    menu: pa,
  },
  {
    path: '/pa-assignments',
    area: 'pa',
    remote: 'mfe_pa',
    module: 'AssignmentsPage',
    titleKey: 'MENU.PA_ASSIGNMENTS',
    menu: pa,
  },
  { path: '/two-factor', area: 'twoFactor', titleKey: 'MENU.TWO_FACTOR', menu: operator },
];

export const GUARDED_ROUTES: readonly GuardedRoute[] = ROUTES.filter((r): r is GuardedRoute =>
  Boolean(r.remote),
);

/** The guarded route at `pathname`, in any case (as the router matches). */
export function guardedRouteAt(pathname: string): GuardedRoute | undefined {
  return GUARDED_ROUTES.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
}

export function titleKeyFor(pathname: string): string | undefined {
  return ROUTES.find((r) => r.path.toLowerCase() === pathname.toLowerCase())?.titleKey;
}
