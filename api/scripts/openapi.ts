// Writes the OpenAPI document (openapi.json), the typed client's types (client/schema.d.ts) and the front ends' list of
// calls that carry no session (shared/src/api/public-paths.ts) from the route declarations: `npm run build -w
// @alfie/api`. All three are committed; openapi.test.ts fails when they are stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../client/schema.d.ts', import.meta.url));
// shared/ from the repository's root: the front ends' list lives with their API client.
export const PUBLIC_PATHS_FILE = fileURLToPath(
  new URL('shared/src/api/public-paths.ts', new URL('../../', import.meta.url)),
);

/** The document as the running API serves it at /docs/json (no database access: nothing is queried). */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ memory: true });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

export const documentText = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;

export async function clientTypesText(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
  return `// Generated from openapi.json by scripts/openapi.ts (npm run build -w @alfie/api): do not edit.\n${astToString(ast)}`;
}

/** The paths of the routes declared `public` (the document gives them no security), lower-cased and sorted. */
export function publicPathsText(doc: Record<string, unknown>): string {
  const paths = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[] }>>)
    .filter(([, operations]) => Object.values(operations).some((op) => !op.security?.length))
    .map(([path]) => path.toLowerCase())
    .sort();
  return [
    '// Generated from openapi.json by api/scripts/openapi.ts (npm run build -w @alfie/api): do not edit.',
    "/** The API's calls that need no session (routes declared `public`), lower-cased: they never carry the bearer. */",
    'export const PUBLIC_PATHS: readonly string[] = [',
    ...paths.map((path) => `  '${path}',`),
    '];',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = await openapiDocument();
  writeFileSync(OPENAPI_FILE, documentText(doc));
  writeFileSync(CLIENT_TYPES_FILE, await clientTypesText(doc));
  writeFileSync(PUBLIC_PATHS_FILE, publicPathsText(doc));
  console.log(`wrote ${OPENAPI_FILE}, ${CLIENT_TYPES_FILE} and ${PUBLIC_PATHS_FILE}`);
}
