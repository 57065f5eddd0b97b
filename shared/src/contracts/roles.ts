// Roles and which of them may reach each area; the shell's guards and the API's guards read the same table.
export const ROLES = [
  'customer',
  'operator-user',
  'operator-recruiter',
  'operator-admin',
  'operator',
  'personal-assistant',
] as const;
export type Role = (typeof ROLES)[number];

export const OPERATOR_ROLES = ['operator-user', 'operator-recruiter', 'operator-admin', 'operator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Roles that see every country: the full admin only. Every other operator, the generic one too, is tied to the country
 * of their account, which the database requires.
 */
export const ALL_COUNTRY_ROLES: readonly Role[] = ['operator-admin'];

export const AREA_ROLES = {
  requests: ['operator-admin', 'operator-user', 'operator'],
  applicants: ['operator-admin', 'operator-recruiter', 'operator'],
  companies: ['operator-admin', 'operator-user', 'operator'],
  pricing: ['operator-admin', 'operator'],
  operators: ['operator-admin', 'operator'],
  customer: ['customer'],
  /** The PA's own side (/pa): open requests, offers, assignments. */
  pa: ['personal-assistant'],
  /** One's own two-factor sign-in (/two-factor): every operator role. */
  twoFactor: ['operator-user', 'operator-recruiter', 'operator-admin', 'operator'],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof AREA_ROLES;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function canReach(role: Role | null | undefined, area: Area): boolean {
  return role != null && (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** Where a successful login lands (docs/product.md §2). */
export const HOME_BY_ROLE: Record<Role, string> = {
  customer: '/landing-richiesta',
  'operator-user': '/richieste',
  'operator-recruiter': '/nuovi-PA',
  'operator-admin': '/user-management',
  operator: '/user-management',
  'personal-assistant': '/pa',
};

/** Role labels' i18n keys (docs/product.md §6). */
export const ROLE_LABEL_KEYS: Record<OperatorRole, string> = {
  'operator-user': 'ROLE.OPERATOR_USER',
  'operator-recruiter': 'ROLE.OPERATOR_RECRUITER',
  'operator-admin': 'ROLE.OPERATOR_ADMIN',
  operator: 'ROLE.OPERATOR',
};
