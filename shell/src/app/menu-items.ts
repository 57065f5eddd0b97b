// The role menu: the registry's entries the role sees and may open, in the registry's order.
import { canReach } from '@alfie/shared/contracts/roles';
import type { Role } from '@alfie/shared/contracts/roles';
import { ROUTES } from './route-table.ts';

export interface MenuItem {
  path: string;
  labelKey: string;
}

export function menuFor(role: Role | null): MenuItem[] {
  if (!role) return [];
  return ROUTES.filter((route) => route.menu?.(role) && canReach(role, route.area)).map(
    ({ path, titleKey }) => ({
      path,
      labelKey: titleKey,
    }),
  );
}
