// Writes the OpenAPI document (openapi.json) and the typed client's types (client/schema.d.ts) from the route
// declarations: `npm run build -w @alfie/api`. Both are committed; openapi.test.ts fails when they are stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../client/schema.d.ts', import.meta.url));

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = await openapiDocument();
  writeFileSync(OPENAPI_FILE, documentText(doc));
  writeFileSync(CLIENT_TYPES_FILE, await clientTypesText(doc));
  console.log(`wrote ${OPENAPI_FILE} and ${CLIENT_TYPES_FILE}`);
}
