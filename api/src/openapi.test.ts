// The OpenAPI document: valid as a document (an independent validator), complete (every operation has its
// answers, refusals and security), and the committed openapi.json and client types are the current ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { XLSX_MEDIA_TYPE } from '@alfie/shared/contracts/sheet-cells';
import {
  CLIENT_TYPES_FILE,
  OPENAPI_FILE,
  PUBLIC_PATHS_FILE,
  ROUTES_INDEX_FILE,
  clientTypesText,
  publicPathsText,
  routesIndexText,
  documentText,
  openapiDocument,
} from '../scripts/openapi.ts';

type Operation = {
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const doc = await openapiDocument();
const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
);
const PUBLIC = [
  'POST /Auth/authenticate',
  // Opened with a single-use ticket instead (EventSource cannot send a bearer header).
  'GET /request/alfie/events',
  'POST /Auth/registercustomer',
  'GET /Auth/generateresetpasswordtoken',
  'POST /Auth/resetpassword',
  'POST /Auth/two-factor/verify',
  'GET /system/alfie/get-cities',
  'POST /PersonalAssistant/alfie/apply',
  'GET /PersonalAssistant/alfie/apply-cities',
];

test('the document is a valid OpenAPI 3.1 document', async () => {
  const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
  assert.ok(result.valid, compileErrors(result));
  assert.equal(doc.openapi, '3.1.0');
});

test('every operation answers a described 200 and its refusals with the error shape', () => {
  assert.ok(operations.length >= 50, `only ${operations.length} operations`);
  for (const { name, op } of operations) {
    // JSON, the one stream (text/event-stream) of the live dashboards, or the dashboards' .xlsx file.
    const ok = op.responses['200']?.content;
    assert.ok(
      ok?.['application/json']?.schema ?? ok?.['text/event-stream']?.schema ?? ok?.[XLSX_MEDIA_TYPE]?.schema,
      `${name}: no 200 schema`,
    );
    const isPublic = PUBLIC.includes(name);
    for (const status of isPublic ? [] : ['401', '403']) {
      const schema = op.responses[status]?.content?.['application/json']?.schema as
        { required?: string[] } | undefined;
      assert.deepEqual(schema?.required, ['error', 'code'], `${name}: no ${status} error shape`);
    }
    if (op.requestBody || op.parameters?.length) assert.ok(op.responses['400'], `${name}: no 400`);
    assert.equal(Boolean(op.security?.length), !isPublic, `${name}: bearer requirement`);
  }
});

test('the main calls carry examples', () => {
  for (const path of [
    '/Auth/authenticate',
    '/Request/alfie/register-new-request',
    '/request/alfie/active-requests/',
    '/Request/alfie/assign-request',
  ]) {
    const op = JSON.stringify((doc.paths as Record<string, unknown>)[path]);
    assert.match(op, /"examples?"/, `${path}: no example`);
  }
});

test('openapi.json, client/schema.d.ts, the public paths and ROUTES.md are up to date (npm run build -w @alfie/api)', async () => {
  assert.equal(readFileSync(OPENAPI_FILE, 'utf8'), documentText(doc), 'openapi.json is stale');
  assert.equal(readFileSync(CLIENT_TYPES_FILE, 'utf8'), await clientTypesText(doc), 'client types are stale');
  assert.equal(readFileSync(PUBLIC_PATHS_FILE, 'utf8'), publicPathsText(doc), 'public-path-list.ts is stale');
  assert.equal(readFileSync(ROUTES_INDEX_FILE, 'utf8'), await routesIndexText(), 'ROUTES.md is stale');
});
