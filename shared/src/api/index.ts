// Entry of @alfie/shared/api: the HTTP client (one axios instance and its interceptors), its configuration, the
// loader count, the error mapping and the query cache every screen fetches through.
export { api, beforeFirstCall, configureApi, loadHttp } from './client.ts';
export type { ApiClient, ApiHttp, ApiResponse, QueryParams, RequestOptions } from './client.ts';
export { addressOf, urlOf } from './address.ts';
export { isPublicPath } from '../contracts/public-paths.ts';
export { ApiError, answerError, toApiError, unreachableError } from './api-error.ts';
export { useLoader, useIsLoading } from './loader-store.ts';
export type { LoaderState } from './loader-store.ts';
export { clearQueryCache, invalidateQueries, prefetchQuery, setQueryData, useQuery } from './query.ts';
export type { Query, QueryKey, QueryState } from './query.ts';
export { fetchServedCountries, useServedCountries } from './served-countries.ts';
