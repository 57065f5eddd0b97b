// This remote's API client, its calls checked by `tsc` against the API's OpenAPI paths (a type-only import: the
// generated types add no byte to the bundle).
import type { paths } from '@alfie/api/client';
import { typedApi } from '@alfie/shared/api/typed-api';

export const alfie = typedApi<paths>();
