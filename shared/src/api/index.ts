// Entry of @alfie/shared/api: the axios instance, its configuration, the loader count and the error mapping.
export { api, configureApi, isPublicPath } from './client.ts';
export { ApiError, answerError, toApiError, unreachableError } from './api-error.ts';
export { useLoader, useIsLoading } from './loader-store.ts';
export type { LoaderState } from './loader-store.ts';
export { readStandaloneConfig } from './standalone-config.ts';
export type { StandaloneConfig } from './standalone-config.ts';
export { useLoad } from './use-load.ts';
export type { Load } from './use-load.ts';
export { fetchServedCountries, useServedCountries } from './served-countries.ts';
export { fetchRequestTimeline, useRequestTimeline } from './request-timeline.ts';
