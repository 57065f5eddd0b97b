// Generated from openapi.json by api/scripts/openapi.ts (npm run build -w @alfie/api): do not edit.
/** The API's calls that need no session (routes declared `public`), lower-cased: they never carry the bearer. */
export const PUBLIC_PATHS: readonly string[] = [
  '/auth/authenticate',
  '/auth/generateresetpasswordtoken',
  '/auth/registercustomer',
  '/auth/resetpassword',
  '/auth/two-factor/verify',
  '/personalassistant/alfie/apply',
  '/personalassistant/alfie/apply-cities',
  '/request/alfie/events',
  '/system/alfie/get-cities',
];
