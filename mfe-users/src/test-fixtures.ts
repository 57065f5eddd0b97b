// Demo operators and countries of mfe-users' tests.
import type { Operator } from '@alfie/shared/contracts';

export const OPERATORS: Operator[] = [
  {
    id: 1,
    firstname: 'Anna',
    lastname: 'Admin',
    email: 'admin@example.com',
    createdDate: '2026-01-01T00:00:00.000Z',
    account: { id: 11, username: 'admin@example.com', role: 'operator-admin', country: null },
  },
  {
    id: 2,
    firstname: 'Oscar',
    lastname: 'Operatore',
    email: 'operator@example.com',
    createdDate: '2026-01-02T00:00:00.000Z',
    account: { id: 12, username: 'operator@example.com', role: 'operator-user', country: 'Italia' },
  },
  {
    id: 3,
    firstname: 'Rita',
    lastname: 'Recruiter',
    email: 'recruiter@example.com',
    createdDate: '2026-01-03T00:00:00.000Z',
    account: { id: 13, username: 'recruiter@example.com', role: 'operator-recruiter', country: 'Italia' },
  },
];
export const COUNTRIES = [
  { id: 1, name: 'Italia', cities: [] },
  { id: 2, name: 'France', cities: [] },
];
