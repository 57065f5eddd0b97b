// Property-based fuzzing of every route the API registers (read from its OpenAPI description when the test runs):
// 100 generated calls each (FUZZ_RUNS), driven in-process with app.inject. No call may answer 5xx, every refusal
// answers the { error, code } body, and a refused call changes no data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { bearer, build, type TestApp } from '../api/src/test/build.ts';
import { rowsOf } from '../api/src/db/client.ts';
import { arbitraryFor, rawBody, type JsonSchema } from './support/schema-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY, 'i') : null;
/** Written by refused calls on purpose: failed-login and attempt counters. */
const COUNTERS = new Set(['login_throttle', 'revoked_tokens']);

interface Operation {
  method: string;
  path: string;
  public: boolean;
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        public: !op.security,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: content?.['application/json']?.schema ?? null,
      });
    }
  return ops;
}

/** Row count and newest row version of every data table: any insert, update or delete moves one of them. */
async function fingerprint(h: TestApp, tables: string[]): Promise<string> {
  const parts = tables.map(
    (t) =>
      sql`select ${t} as t, count(*)::int as n, max(xmin::text::bigint)::text as x from ${sql.identifier(t)}`,
  );
  const rows = await rowsOf<{ t: string; n: number; x: string | null }>(
    h.db,
    sql.join(parts, sql` union all `),
  );
  return rows.map((r) => `${r.t}:${r.n}:${r.x}`).join(',');
}

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function caseFor(op: Operation) {
  const query = fc.record(
    Object.fromEntries(op.query.map((p) => [p.name, arbitraryFor(p.schema).map(asQueryValue)])),
    { requiredKeys: [] },
  );
  const body = op.body
    ? fc.oneof(
        {
          arbitrary: arbitraryFor(op.body).map((b) => ({
            type: 'application/json',
            body: JSON.stringify(b) ?? 'null',
          })),
          weight: 5,
        },
        { arbitrary: rawBody, weight: 1 },
      )
    : fc.constant(null);
  return fc.record({ query, body });
}

test(`fuzz: every registered route, ${RUNS} generated calls each`, async (t) => {
  const first = await build();
  const doc = (await first.app.inject({ url: '/docs/json' })).json();
  const tokens: string[] = [];
  for (const email of [
    'admin@example.com',
    'operator@example.com',
    'recruiter@example.com',
    'customer@example.com',
    'backoffice@example.com',
  ])
    tokens.push(await first.login(email)); // valid in every fresh build: same secret, same template data
  const tables = (
    await rowsOf<{ name: string }>(
      first.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((n) => !COUNTERS.has(n));
  await first.close();

  const ops = operationsOf(doc).filter((o) => !ONLY || ONLY.test(`${o.method} ${o.path}`));
  assert.ok(ops.length >= (ONLY ? 1 : 5), 'the routes were found');
  const summary: string[] = [];
  for (const op of ops) {
    await t.test(`${op.method} ${op.path}`, async () => {
      const h = await build();
      try {
        let token: string | null = null;
        if (!op.public) {
          // The first demo role the route lets in (a refused role would only test the guard).
          for (const candidate of tokens) {
            const probe = await h.app.inject({ method: op.method, url: op.path, headers: bearer(candidate) });
            if (probe.statusCode !== 401 && probe.statusCode !== 403) {
              token = candidate;
              break;
            }
          }
          token ??= tokens[0]!;
        }
        let before = await fingerprint(h, tables);
        const statuses = new Map<number, number>();
        await fc.assert(
          fc.asyncProperty(caseFor(op), async ({ query, body }) => {
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            if (process.env.FUZZ_TRACE)
              console.error('case', op.path, qs, body?.type, body?.body.slice(0, 400));
            const res = await h.app.inject({
              method: op.method as 'GET',
              url: qs ? `${op.path}?${qs}` : op.path,
              headers: {
                ...(token ? bearer(token) : {}),
                ...(body ? { 'content-type': body.type } : {}),
                'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
              },
              ...(body ? { payload: body.body } : {}),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            assert.ok(res.statusCode < 500, `${res.statusCode}: ${res.body.slice(0, 300)}`);
            const after = await fingerprint(h, tables);
            if (res.statusCode >= 400) {
              const err = JSON.parse(res.body) as { error?: unknown; code?: unknown };
              assert.equal(typeof err.error, 'string', res.body.slice(0, 200));
              assert.equal(typeof err.code, 'string', res.body.slice(0, 200));
              assert.equal(after, before, `a refused call (${res.statusCode} ${err.code}) changed data`);
            }
            before = after;
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        summary.push(
          `${op.method} ${op.path}: ${[...statuses]
            .sort()
            .map(([s, n]) => `${s}x${n}`)
            .join(' ')}`,
        );
      } finally {
        await h.close();
      }
    });
  }
  t.diagnostic(`${ops.length} routes x ${RUNS} calls\n${summary.join('\n')}`);
});
