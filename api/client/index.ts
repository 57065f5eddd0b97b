// Typed client of the Alfie API for outside clients (mobile apps, partners), from the generated openapi.json types:
//   const alfie = alfieClient('https://api.example.com', token);
//   const { data, error } = await alfie.GET('/request/alfie/active-requests/', { params: { query: { limit: '20' } } });
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.d.ts';

export type { components, operations, paths } from './schema.d.ts';

export function alfieClient(baseUrl: string, token?: string): Client<paths> {
  return createClient<paths>({ baseUrl, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}
