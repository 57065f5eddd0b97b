// The demo accounts the API seeds (docs/architecture.md "Demo data") and where each lands after login (docs/product.md §2).
export const DEMO_PASSWORD = 'Demo-2026!';

export const DEMO = {
  admin: { email: 'admin@example.com', role: 'operator-admin', home: '/user-management' },
  operator: { email: 'operator@example.com', role: 'operator-user', home: '/richieste' },
  recruiter: { email: 'recruiter@example.com', role: 'operator-recruiter', home: '/nuovi-PA' },
  customer: { email: 'customer@example.com', role: 'customer', home: '/landing-richiesta' },
  pa: { email: 'pa@example.com', role: 'personal-assistant', home: '/pa' },
} as const;

export type DemoUser = keyof typeof DEMO;
