// Entry of @alfie/shared/api: the HTTP client (on axios), its configuration, the loader count, the error mapping and
// the query cache every screen fetches through.
export { api, configureApi, isPublicPath } from './client.ts';
export type { ApiClient, ApiRequest, ApiResponse, QueryParams, RequestOptions, Transport } from './client.ts';
export { ApiError, answerError, toApiError, unreachableError } from './api-error.ts';
export { parseBody, urlOf } from './axios-transport.ts';
export { useLoader, useIsLoading } from './loader-store.ts';
export type { LoaderState } from './loader-store.ts';
export { clearQueryCache, invalidateQueries, prefetchQuery, setQueryData, useQuery } from './query.ts';
export type { Query, QueryKey, QueryState } from './query.ts';
export { fetchServedCountries, useServedCountries } from './served-countries.ts';
