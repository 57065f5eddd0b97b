// Soak (opt-in: SOAK=1, SOAK_SECONDS, SOAK_CLIENTS): 200 concurrent clients mixing operator and customer traffic
// against the real API on PostgreSQL, loopback only, for two minutes. No 5xx, no error in the API's log, the memory
// held after a collection flat after warm-up; the figures are printed for RELIABILITY.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startApi } from '../support/api-process.ts';
import { heapProbe } from '../support/heap-probe.ts';
import { startPostgres } from '../support/postgres.ts';
import { openTarget, prepareTarget } from '../support/database.ts';
import { loadReference, newRequestPayload } from '../support/crash-workload.ts';
import { call, login, sleep } from '../support/http.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const WARMUP_S = Math.min(30, SECONDS / 4);

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

test(
  `soak: ${CLIENTS} clients for ${SECONDS} s on PostgreSQL`,
  { skip: !process.env.SOAK && 'set SOAK=1 to run' },
  async (t) => {
    const pgServer = await startPostgres(4539);
    const dataDir = mkdtempSync(join(tmpdir(), 'alfie-soak-'));
    t.after(async () => {
      await pgServer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const target = { driver: 'postgres' as const, dataDir, databaseUrl: pgServer.url };
    await prepareTarget(target);
    let db = await openTarget(target);
    const ref = await loadReference(db);
    const requestIds = (await db.rows<{ id: number }>(sql`select id from requests order by id`)).map(
      (r) => r.id,
    );
    await db.close();

    const api = await startApi({
      port: 4650,
      dataDir,
      databaseUrl: pgServer.url,
      env: { LOG_LEVEL: 'warn' },
      nodeArgs: ['--inspect=127.0.0.1:0'],
    });
    const pid = api.child.pid!;
    const heap = await heapProbe(api);
    const tokens: Record<string, string> = {};
    for (const email of [
      'admin@example.com',
      'operator@example.com',
      'recruiter@example.com',
      'backoffice@example.com',
      'customer@example.com',
    ])
      tokens[email] = (await login(api.url, email))!;

    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const operatorCalls: (() => [string, string, unknown?])[] = [
      () => ['GET', '/request/alfie/active-requests/?type=business&status=&city=&startdate=&dateformat='],
      () => ['GET', '/request/alfie/active-requests/?type=business&limit=50'],
      () => ['GET', `/request/alfie/active-requests/?type=consumer&status=created`],
      () => ['GET', '/request/alfie/requests-cities?type=business'],
      () => ['GET', `/Request/alfie/request-detail?id=${pick(requestIds)}`],
      () => ['GET', '/customer/alfie/customers/?status=&city='],
      () => ['GET', '/PersonalAssistant/alfie/personal-assistants/?status=&city='],
      () => ['GET', '/pricing/alfie/prices'],
      () => ['GET', '/operator/alfie/operators'],
      () => ['GET', '/system/alfie/get-cities?language=it'],
      () => ['POST', '/request/alfie/change-language', { Language: pick(['it', 'en', 'fr']) }],
    ];
    const customerCalls: (() => [string, string, unknown?])[] = [
      () => ['GET', '/request/alfie/requests'],
      () => ['GET', '/Customer/alfie/currentcustomer'],
      () => ['GET', '/system/alfie/get-cities?language=en'],
      () => [
        'POST',
        '/Request/alfie/register-new-request',
        newRequestPayload(ref.customerCompanyId, ref.stop, `soak-${randomUUID()}`),
      ],
    ];

    const latencies: number[] = [];
    const byRoute = new Map<string, number[]>();
    const statuses = new Map<string, number>();
    const fiveXx: string[] = [];
    const memory: { s: number; mb: number }[] = [];
    const started = Date.now();
    const end = started + SECONDS * 1000;
    const sampler = setInterval(
      () => memory.push({ s: (Date.now() - started) / 1000, mb: rssMb(pid) }),
      2000,
    );
    // The clients hold while the retained heap is read, so that no answer being built is counted.
    let hold: Promise<void> | undefined;
    let inFlight = 0;
    async function retainedWhenIdle(): Promise<number> {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      while (inFlight > 0) await sleep(20);
      try {
        return await heap.retainedMb();
      } finally {
        hold = undefined;
        release();
      }
    }
    let retainedAfterWarmup: Promise<number> | undefined;
    const warmupEnd = setTimeout(() => (retainedAfterWarmup = retainedWhenIdle()), WARMUP_S * 1000);

    async function client(n: number): Promise<void> {
      const customer = n % 3 === 0;
      while (Date.now() < end) {
        if (hold) await hold;
        let method: string;
        let path: string;
        let body: unknown;
        let token: string | undefined;
        if (Math.random() < 0.01) {
          [method, path, body] = [
            'POST',
            '/Auth/authenticate',
            { username: customer ? 'customer@example.com' : 'operator@example.com', password: 'Demo-2026!' },
          ];
        } else if (customer) {
          [method, path, body] = pick(customerCalls)();
          token = tokens['customer@example.com'];
        } else {
          [method, path, body] = pick(operatorCalls)();
          token = tokens[pick(['admin@example.com', 'operator@example.com', 'backoffice@example.com'])];
          if (path.includes('personal-assistants')) token = tokens['recruiter@example.com'];
          // Pricing and operator accounts are for operator-admin and operator only.
          if (/\/(pricing|operator)\//.test(path))
            token = tokens[pick(['admin@example.com', 'backoffice@example.com'])];
        }
        const t0 = performance.now();
        inFlight++;
        const res = await call(api.url, method, path, {
          token,
          body,
          headers: { 'x-forwarded-for': `10.200.${n % 250}.1` },
          timeoutMs: 30_000,
        }).finally(() => inFlight--);
        const ms = performance.now() - t0;
        latencies.push(ms);
        // The unpaged and the paged dashboard are told apart: older clients ask for the whole list.
        const route = `${method} ${path.split('?')[0]}${path.includes('limit=') ? ' (paged)' : ''}`;
        if (!byRoute.has(route)) byRoute.set(route, []);
        byRoute.get(route)!.push(ms);
        const key = `${method} ${path.split('?')[0]} ${res?.status ?? 'no answer'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (!res || res.status >= 500) fiveXx.push(key);
        await sleep(Math.random() * 20);
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    clearInterval(sampler);
    clearTimeout(warmupEnd);
    const retained = { afterWarmup: await retainedAfterWarmup, end: await heap.retainedMb() };
    heap.close();
    await api.kill('SIGTERM');

    db = await openTarget(target);
    const filed = (
      await db.rows<{ n: number }>(
        sql`select count(*)::int as n from requests where help_notes like 'soak-%'`,
      )
    )[0]!.n;
    await db.close();

    latencies.sort((a, b) => a - b);
    const after = memory.filter((m) => m.s >= WARMUP_S);
    const third = Math.max(1, Math.floor(after.length / 3));
    const avg = (xs: { mb: number }[]) => xs.reduce((s, m) => s + m.mb, 0) / xs.length;
    const early = avg(after.slice(0, third));
    const late = avg(after.slice(-third));
    const errors = api.logs.filter((l) => Number(l.level) >= 50);
    const report = {
      clients: CLIENTS,
      seconds: SECONDS,
      requests: latencies.length,
      perSecond: Math.round(latencies.length / SECONDS),
      p50ms: Math.round(percentile(latencies, 50)),
      p99ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      fiveXx: fiveXx.length,
      errorLogs: errors.length,
      rssMb: {
        afterWarmup: Math.round(early),
        end: Math.round(late),
        peak: Math.round(Math.max(...memory.map((m) => m.mb))),
      },
      retainedMb: {
        afterWarmup: Math.round(retained.afterWarmup ?? 0),
        end: Math.round(retained.end),
      },
      requestsFiled: filed,
      statuses: Object.fromEntries([...statuses].sort()),
      p50p99msByRoute: Object.fromEntries(
        [...byRoute].sort().map(([route, xs]) => {
          xs.sort((a, b) => a - b);
          return [route, [Math.round(percentile(xs, 50)), Math.round(percentile(xs, 99))]];
        }),
      ),
    };
    t.diagnostic(JSON.stringify(report, null, 1));
    assert.deepEqual(fiveXx.slice(0, 5), [], 'no 5xx and every call answered');
    assert.deepEqual(errors.slice(0, 3), [], 'no error in the API log');
    // What a leak makes grow is what is still held after a collection with no call in flight: -2 to +4 MB over the
    // runs (45-51 MB), while RSS's averages rose 17-25% with the answers being built and the collector's cycle, and
    // once failed a bound of +20% + 20 MB. 2 KB kept per call failed this one (65 -> 95 MB; RELIABILITY.md). RSS
    // keeps a coarse bound, for memory outside V8's heap.
    const held = retained.afterWarmup ?? Number.NaN;
    assert.ok(
      retained.end <= held * 1.1 + 5,
      `memory held after a collection grew: ${held.toFixed(0)} MB → ${retained.end.toFixed(0)} MB`,
    );
    assert.ok(
      late <= early * 1.5 + 20,
      `resident memory ran away after warm-up: ${early.toFixed(0)} MB → ${late.toFixed(0)} MB`,
    );
    assert.ok(filed > 0, 'customer writes went through');
  },
);
