// The role menu of docs/product.md §2, limited to routes the role may open so no entry bounces back to /.
import { OPERATOR_ROLES, canReach } from '@alfie/shared/contracts/roles';
import type { Area, Role } from '@alfie/shared/contracts/roles';

export interface MenuItem {
  path: string;
  labelKey: string;
}

interface MenuRule extends MenuItem {
  area: Area;
  shows: (role: Role) => boolean;
}

const operator = (role: Role) => (OPERATOR_ROLES as readonly Role[]).includes(role);
const pa = (role: Role) => role === 'personal-assistant';

const RULES: readonly MenuRule[] = [
  {
    path: '/landing-richiesta',
    labelKey: 'MENU.NEW_REQUEST',
    area: 'customer',
    shows: (r) => r === 'customer',
  },
  {
    path: '/richieste-customer',
    labelKey: 'MENU.RESERVATIONS',
    area: 'customer',
    shows: (r) => r === 'customer',
  },
  { path: '/profile', labelKey: 'MENU.PROFILE', area: 'customer', shows: (r) => r === 'customer' },
  {
    path: '/richieste-consumer',
    labelKey: 'MENU.CONSUMER_REQUESTS',
    area: 'requests',
    shows: (r) => operator(r) && r !== 'operator-recruiter',
  },
  {
    path: '/richieste',
    labelKey: 'MENU.BUSINESS_REQUESTS',
    area: 'requests',
    shows: (r) => operator(r) && r !== 'operator-recruiter',
  },
  {
    path: '/dispatch-board',
    labelKey: 'MENU.DISPATCH_BOARD',
    area: 'requests',
    shows: (r) => operator(r) && r !== 'operator-recruiter',
  },
  {
    path: '/chiusura-servizi',
    labelKey: 'MENU.CLOSEOUT',
    area: 'requests',
    shows: (r) => operator(r) && r !== 'operator-recruiter',
  },
  {
    path: '/nuovi-PA',
    labelKey: 'MENU.NEW_PAS',
    area: 'applicants',
    shows: (r) => operator(r) && r !== 'operator-user',
  },
  // docs/product.md §6 grants operator-user the new companies screen, which the menu line of section 2 leaves out: the
  // entry follows the grant (the recruiter, without the grant, is left out by canReach).
  { path: '/new-companies', labelKey: 'MENU.NEW_COMPANIES', area: 'companies', shows: operator },
  { path: '/pricing', labelKey: 'MENU.PRICING', area: 'pricing', shows: (r) => r === 'operator-admin' },
  {
    path: '/user-management',
    labelKey: 'MENU.USERS',
    area: 'operators',
    shows: (r) => r === 'operator-admin',
  },
  { path: '/pa', labelKey: 'MENU.PA_OPEN_REQUESTS', area: 'pa', shows: pa },
  { path: '/pa-offers', labelKey: 'MENU.PA_OFFERS', area: 'pa', shows: pa },
  { path: '/pa-assignments', labelKey: 'MENU.PA_ASSIGNMENTS', area: 'pa', shows: pa },
  { path: '/two-factor', labelKey: 'MENU.TWO_FACTOR', area: 'twoFactor', shows: operator },
];

export function menuFor(role: Role | null): MenuItem[] {
  if (!role) return [];
  return RULES.filter((rule) => rule.shows(role) && canReach(role, rule.area)).map(({ path, labelKey }) => ({
    path,
    labelKey,
  }));
}
