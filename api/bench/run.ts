// npm run bench (API part): the API on a real PostgreSQL seeded with 50,000 requests, measured with autocannon
// beside a bare Fastify hello route in the same run; writes BENCHMARKS.md at the repository root.
//   BENCH_DATABASE_URL   use this server (admin URL) instead of a throwaway cluster on BENCH_PG_PORT (4531)
//   BENCH_REQUESTS       size of the request history (50000)      BENCH_DURATION   seconds per scenario (10)
//   BENCH_ONLY           measure only the calls whose name contains this text; prints them, BENCHMARKS.md untouched
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForServer } from './wait-for-server.ts';
import { freePort } from '../src/test/net.ts';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { formatItalianDateTime } from '@alfie/shared/contracts';
import { startCluster, type Cluster } from './cluster.ts';
import { seedBenchDatabase } from './seed.ts';
import { startWriter, writerTargets, type WriterCounts } from './writer.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPORT = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
/** What each change bought, measured by hand: kept under the figures on every run. */
const CHANGES = fileURLToPath(new URL('changes.md', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_ONLY;
const CONNECTIONS = 32;
/** Untimed load before each measurement: JIT compilation, prepared statements and caches reach steady state. */
const WARMUP = 2;
const TARGET_P99_MS = 100;
const DETAIL_TARGET_P99_MS = 50;
/** Requests filed and assigned a second during the "under writes" rows: each write empties the page cache. */
const WRITES_PER_SECOND = 10;

const log = (line: string) => console.log(`[bench] ${line}`);
const children: ChildProcess[] = [];
let cluster: Cluster | null = null;
let dataDir: string | null = null;

/**
 * The API's part of BENCHMARKS.md is what comes before the first section another bench marks as its own
 * (`<!-- … bench: start -->`, the front end's); those sections are kept as they are.
 */
function withOtherSections(apiPart: string): string {
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const others = current.search(/^<!-- [\w-]+ bench: start -->$/m);
  return others >= 0 ? `${apiPart.trimEnd()}\n\n${current.slice(others)}` : apiPart;
}

function cleanup(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

interface Row {
  name: string;
  path: string;
  result: Result;
  bare: Result;
  writes?: WriterCounts;
}

async function measure(name: string, url: string, extra: Omit<Options, 'url'> = {}) {
  log(`${name}: ${CONNECTIONS} connections for ${DURATION} s, after ${WARMUP} s of warm-up`);
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, ...extra });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...extra });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

function report(rows: Row[], meta: Record<string, string>): string {
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (api/bench/run.ts); do not edit by hand. Each call is measured with autocannon',
    `(${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s of untimed warm-up, loopback) right after a bare Fastify`,
    'hello route measured the same way on the same machine, so the ratio says how much of the machine the call leaves;',
    'absolute figures depend on the machine. Dashboard pages and request details',
    'are served from a cache while the data is unchanged (api/src/modules/requests/versioned-cache.ts); the "never cached"',
    'rows show what building one costs; the rows "while requests are filed and assigned" run a writer beside the load',
    `(api/bench/writer.ts: through the API, ${WRITES_PER_SECOND} changes of the dashboards' data a second, each emptying the cache).`,
    '',
    ...Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`),
    '',
    '| call | requests/s | p50 ms | p99 ms | bare hello requests/s (same run) | ratio to bare |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${f(r.result.requests.average)} | ${f(r.result.latency.p50)} | ${f(r.result.latency.p99)} | ${f(r.bare.requests.average)} | ${(r.result.requests.average / r.bare.requests.average).toFixed(3)} |`,
    ),
    '',
  ];
  const week = rows.find((r) => r.name.startsWith('dashboard, 7-day filter'));
  if (week)
    lines.push(
      `Target: the dashboard call with a 7-day filter keeps p99 under ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ` +
        `${week.result.latency.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (p99 ${f(week.result.latency.p99)} ms).`,
      '',
    );
  // The budget's row: operators' dashboards polled while the data changes, so every write empties the cache and the
  // next call rebuilds the page. The never-cached row under writes (every call a page of its own) is reported beside
  // it: what building a page costs when no two callers ask the same one.
  const written = rows.find((r) => r.writes && r.name.includes('the same page'));
  const writtenUncached = rows.find((r) => r.writes && r.name.includes('never cached'));
  const cached = rows.find((r) => r.name === 'dashboard, 7-day filter, page of 100');
  if (written)
    lines.push(
      `Target: the 7-day dashboard page keeps p99 under ${TARGET_P99_MS} ms at ${CONNECTIONS} connections while requests ` +
        `are filed and assigned at ${WRITES_PER_SECOND} a second: ${written.result.latency.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} ` +
        `(p99 ${f(written.result.latency.p99)} ms; ` +
        (cached
          ? `the cached page with no writes: p99 ${f(cached.result.latency.p99)} ms; `
          : 'the cached page not measured in this run; ') +
        (writtenUncached
          ? `a page of its own on every call, under writes: p99 ${f(writtenUncached.result.latency.p99)} ms).`
          : 'a page of its own on every call not measured in this run).'),
      '',
    );
  for (const r of rows.filter((row) => row.writes)) {
    const w = r.writes!;
    lines.push(
      `Writes during "${r.name}" (warm-up included): ${w.filed} requests filed (register-new-request as the demo ` +
        `customer), offered (the demo PA) and ${w.assigned} assigned (assign-request as the operator) in ` +
        `${w.seconds.toFixed(1)} s: ${((w.filed + w.assigned) / w.seconds).toFixed(1)} changes of the dashboards' data a second.`,
      '',
    );
  }
  const detail = rows.find((r) => r.name === 'request-detail');
  const detailUncached = rows.find((r) => r.name.startsWith('request-detail, a different request'));
  if (detail)
    lines.push(
      `Target: request-detail keeps p99 under ${DETAIL_TARGET_P99_MS} ms at ${CONNECTIONS} connections: ` +
        `${detail.result.latency.p99 < DETAIL_TARGET_P99_MS ? 'met' : 'NOT met'} (p99 ${f(detail.result.latency.p99)} ms; ` +
        `the bare route's p99 in the same run: ${f(detail.bare.latency.p99)} ms; ` +
        (detailUncached
          ? `a different request on every call, never cached: p99 ${f(detailUncached.result.latency.p99)} ms).`
          : 'a different request on every call not measured in this run).'),
      '',
    );
  lines.push(readFileSync(CHANGES, 'utf8').trimEnd(), '');
  return lines.join('\n');
}

/** Ids of the requests the Italian operator may read, in a shuffled but repeatable order. */
async function operatorScopeIds(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select r.id from requests r
        where r.country_id = (select o.country_id from operators o join accounts a on a.id = o.account_id
                               where a.email = 'operator@example.com')
        order by md5(r.id::text)`,
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    cluster = startCluster(Number(process.env.BENCH_PG_PORT ?? 4531));
    adminUrl = cluster.url;
    log(`throwaway cluster: ${cluster.version}`);
  }
  const seeded = await seedBenchDatabase(adminUrl, REQUESTS, log);
  log(
    `database ready in ${(seeded.seededMs / 1000).toFixed(1)} s (${seeded.fromTemplate ? 'cloned' : 'seeded'})`,
  );

  dataDir = mkdtempSync(join(tmpdir(), 'alfie-bench-'));
  const [API_PORT, BARE_PORT] = [await freePort(), await freePort()];
  const apiProcess = start(['src/server.ts'], {
    NODE_ENV: 'development',
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: seeded.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'warn',
  });
  const bareProcess = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) });
  const api = `http://127.0.0.1:${API_PORT}`;
  await waitForServer(`${api}/health`, apiProcess, 60_000);
  await waitForServer(`http://127.0.0.1:${BARE_PORT}/hello`, bareProcess, 60_000);

  const loginBody = JSON.stringify({ username: 'operator@example.com', password: 'Demo-2026!' });
  const login = await fetch(`${api}/Auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const token = ((await login.json()) as { account: { token: string } }).account.token;
  const auth = { authorization: `Bearer ${token}` };
  const weekAgo = Date.now() - 7 * 86_400_000;
  const since = encodeURIComponent(formatItalianDateTime(new Date(weekAgo)));
  // Every call a start minute not asked before, alternately later and earlier than a week ago (so thousands of calls
  // stay centred on 7 days): a page the cache has never seen, i.e. the cost of building one.
  let calls = 0;
  const uncachedWeek = () => {
    const n = ++calls;
    const minutes = n % 2 === 0 ? n / 2 : -(n + 1) / 2;
    return `${list}&startdate=${encodeURIComponent(formatItalianDateTime(new Date(weekAgo + minutes * 60_000)))}&limit=100`;
  };
  const list = '/request/alfie/active-requests/?type=business';
  const tokenOf = async (username: string) => {
    const res = await fetch(`${api}/Auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo-2026!' }),
    });
    return ((await res.json()) as { account: { token: string } }).account.token;
  };
  const writerTokens = {
    customer: await tokenOf('customer@example.com'),
    pa: await tokenOf('pa@example.com'),
    operator: token,
  };
  const targets = await writerTargets(seeded.url);
  // Requests in the operator's scope, each asked once: the details the cache has never seen.
  const scopeIds = await operatorScopeIds(seeded.url);
  let detailCalls = 0;
  const uncachedDetail = () =>
    `/Request/alfie/request-detail?id=${scopeIds[detailCalls++ % scopeIds.length]}`;
  const first = (await (await fetch(`${api}${list}&limit=1`, { headers: auth })).json()) as { id: number }[];
  const total = (await fetch(`${api}${list}&limit=1`, { headers: auth })).headers.get('x-total-count');

  const scenarios: {
    name: string;
    path: string;
    extra?: Parameters<typeof measure>[2];
    /** Measured while requests are filed and assigned at WRITES_PER_SECOND through the API. */
    writes?: boolean;
  }[] = [
    { name: 'dashboard, no filter, page of 100', path: `${list}&limit=100`, extra: { headers: auth } },
    {
      name: 'dashboard, 7-day filter, page of 100',
      path: `${list}&startdate=${since}&dateformat=dd%2FMM%2Fyyyy%2C%20HH%3Amm&limit=100`,
      extra: { headers: auth },
    },
    {
      name: 'dashboard, 7-day filter, page of 100, a new start minute on every call (never cached)',
      path: `${list}&startdate=${since}&limit=100`,
      extra: { headers: auth, requests: [{ setupRequest: (req) => ({ ...req, path: uncachedWeek() }) }] },
    },
    {
      name: `dashboard, 7-day filter, page of 100, a new start minute on every call (never cached), while requests are filed and assigned at ${WRITES_PER_SECOND} a second`,
      path: `${list}&startdate=${since}&limit=100`,
      extra: { headers: auth, requests: [{ setupRequest: (req) => ({ ...req, path: uncachedWeek() }) }] },
      writes: true,
    },
    {
      name: `dashboard, 7-day filter, page of 100, the same page on every call, while requests are filed and assigned at ${WRITES_PER_SECOND} a second`,
      path: `${list}&startdate=${since}&dateformat=dd%2FMM%2Fyyyy%2C%20HH%3Amm&limit=100`,
      extra: { headers: auth },
      writes: true,
    },
    {
      // What a browser sends (Chromium 156): the kept page's brotli form (lib/encoded-answer.ts), not a compression
      // per call.
      name: 'dashboard, 7-day filter, page of 100, compressed as a browser accepts it',
      path: `${list}&startdate=${since}&dateformat=dd%2FMM%2Fyyyy%2C%20HH%3Amm&limit=100`,
      extra: { headers: { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' } },
    },
    {
      name: 'dashboard, 7-day + status + city filters, page of 100',
      path: `${list}&status=created&city=Roma&startdate=${since}&limit=100`,
      extra: { headers: auth },
    },
    {
      name: 'request-detail',
      path: `/Request/alfie/request-detail?id=${first[0]!.id}`,
      extra: { headers: auth },
    },
    {
      name: 'request-detail, a different request on every call (never cached)',
      path: uncachedDetail(),
      extra: { headers: auth, requests: [{ setupRequest: (req) => ({ ...req, path: uncachedDetail() }) }] },
    },
    {
      name: 'login (argon2id)',
      path: '/Auth/authenticate',
      extra: { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody },
    },
  ];
  const rows: Row[] = [];
  for (const s of scenarios.filter((c) => !ONLY || c.name.includes(ONLY))) {
    const bare = await measure('bare hello', `http://127.0.0.1:${BARE_PORT}/hello`);
    const writer = s.writes ? startWriter(api, writerTokens, targets, WRITES_PER_SECOND) : null;
    const result = await measure(s.name, `${api}${s.path}`, s.extra);
    const writes = await writer?.stop();
    rows.push({ name: s.name, path: s.path.replace(/startdate=[^&]+/, 'startdate=…'), result, bare, writes });
    if (writes)
      log(`  writes: ${writes.filed} filed, ${writes.assigned} assigned in ${writes.seconds.toFixed(1)} s`);
    log(
      `  ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
        ` (bare hello: ${bare.requests.average.toFixed(0)} req/s, p99 ${bare.latency.p99} ms)`,
    );
  }
  const markdown = report(rows, {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; Node ${process.version}`,
    database: `${cluster ? `${cluster.version}, throwaway cluster (fsync off)` : 'given server'}; ${REQUESTS} requests seeded (${total} business requests in the Italian operator's scope)`,
    caller: 'operator@example.com (operator-user, Italy: country scope applied)',
    'machine load (1-min load average, other processes included)': `${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    'whole run': `${((Date.now() - started) / 1000).toFixed(0)} s`,
  });
  if (!ONLY) writeFileSync(REPORT, withOtherSections(markdown));
  console.log(`\n${markdown}`);
}

main()
  .catch((err: unknown) => {
    console.error('[bench] failed:', err);
    process.exitCode = 1;
  })
  .finally(cleanup);
