// The eight front ends: folder, federation name and port (docs/architecture.md "Ports and commands").
// Build, start, dev and e2e scripts all read this one table.
export const SHELL = { dir: 'shell', name: 'shell', port: 3000 };

export const REMOTES = [
  { dir: 'mfe-requests', name: 'mfe_requests', port: 3001 },
  { dir: 'mfe-recruiting', name: 'mfe_recruiting', port: 3002 },
  { dir: 'mfe-pricing', name: 'mfe_pricing', port: 3003 },
  { dir: 'mfe-users', name: 'mfe_users', port: 3004 },
  { dir: 'mfe-customer', name: 'mfe_customer', port: 3005 },
  { dir: 'mfe-payment', name: 'mfe_payment', port: 3006 },
  { dir: 'mfe-pa', name: 'mfe_pa', port: 3007 },
];

export const APPS = [SHELL, ...REMOTES];

export const API_PORT = 4000;

/** The manifest a remote serves; the shell's config.json points at it. */
export const MANIFEST_FILE = 'mf-manifest.json';
