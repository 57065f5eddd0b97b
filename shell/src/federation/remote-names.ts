// The seven remotes the shell can load, by federation name (docs/architecture.md "Runtime composition").
export const REMOTE_NAMES = [
  'mfe_requests',
  'mfe_recruiting',
  'mfe_pricing',
  'mfe_users',
  'mfe_customer',
  'mfe_payment',
  'mfe_pa',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
