// The shell's API client typed by the API's OpenAPI paths: `tsc` refuses a call with a path the API does not answer
// with that method, a body or query field the operation does not take, or an answer read as something the document
// does not describe. Type-only (the remotes' typedApi() under another name): the shell's pages cast the shared
// client at the call, so the login route carries no byte for it (a module of its own would).
import type { paths } from '@alfie/api/client';
import type { TypedApi } from '@alfie/shared/api/typed-api';

export type Alfie = TypedApi<paths>;
