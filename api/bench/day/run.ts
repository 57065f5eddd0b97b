// npm run bench:day (API workspace): a simulated operating day through the real HTTP API with real tokens. PAs apply,
// are approved and choose their password from the mail; companies sign up and are approved; then for a fixed time
// companies file requests, PAs poll their open requests and offer or withdraw, operators poll the dashboard and
// assign the best offer without a conflict, some customers take a cancellation quote and cancel, and every operator
// holds a live stream. At the end the business's invariants are checked (invariants.ts) and the latency of every
// call kind is written to BENCHMARKS.md beside a bare route polled in the same run; exits 1 when a rule fails.
//   --pas N --companies N --operators N --requests N --duration S   (or BENCH_DAY_PAS, … BENCH_DAY_DURATION)
//   --db postgres|pglite (BENCH_DAY_DB): a throwaway cluster (BENCH_DATABASE_URL: a given server) or the embedded one
//   --processes N (BENCH_DAY_PROCESSES, PostgreSQL only, 1-4): N API processes on the one database behind nginx with the
//             project's proxy configuration (deploy/nginx); every call and the live streams go through it, nginx's
//             access log says which process answered each call, and the report gets a section of its own
//   --small   a quick run: 12 PAs, 4 companies, 2 operators, 40 requests over 30 s
//   --no-report   print only, BENCHMARKS.md untouched
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForServer } from '../wait-for-server.ts';
import { freePort } from '../../src/test/net.ts';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from '../cluster.ts';
import { NEW_REQUEST_EXAMPLE } from '../../src/modules/requests/filing/example.ts';
import { checkDay, percentile, type Call, type Service } from './invariants.ts';
import { linkIn, readMails } from './mailbox.ts';
import {
  NGINX_BIN,
  nginxAvailable,
  startApiProxy,
  type RunningNginx,
} from '../../../deploy/test/support/nginx.mjs';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPORT = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));
const PASSWORD = 'Giornata-2026!';
const DEMO_PASSWORD = 'Demo-2026!';
const BUDGET_P99_MS = { postgres: 250, pglite: 500 } as const;

const { values: flags } = parseArgs({
  options: {
    pas: { type: 'string' },
    companies: { type: 'string' },
    operators: { type: 'string' },
    requests: { type: 'string' },
    duration: { type: 'string' },
    db: { type: 'string' },
    processes: { type: 'string' },
    small: { type: 'boolean', default: false },
    'no-report': { type: 'boolean', default: false },
  },
});
const env = process.env;
const preset = flags.small
  ? { pas: 12, companies: 4, operators: 2, requests: 40, duration: 30 }
  : { pas: 100, companies: 30, operators: 3, requests: 500, duration: 150 };
const size = {
  pas: Number(flags.pas ?? env.BENCH_DAY_PAS ?? preset.pas),
  companies: Number(flags.companies ?? env.BENCH_DAY_COMPANIES ?? preset.companies),
  operators: Number(flags.operators ?? env.BENCH_DAY_OPERATORS ?? preset.operators),
  requests: Number(flags.requests ?? env.BENCH_DAY_REQUESTS ?? preset.requests),
  duration: Number(flags.duration ?? env.BENCH_DAY_DURATION ?? preset.duration),
};
const database = (flags.db ?? env.BENCH_DAY_DB ?? 'postgres') as 'postgres' | 'pglite';
if (database !== 'postgres' && database !== 'pglite')
  throw new Error(`--db postgres or pglite, not ${database}`);
const processes = Number(flags.processes ?? env.BENCH_DAY_PROCESSES ?? 1);
const PROCESS_COUNT_WORDS = ['one', 'two', 'three', 'four'];
if (!Number.isInteger(processes) || processes < 1 || processes > PROCESS_COUNT_WORDS.length)
  throw new Error(`--processes 1 to ${PROCESS_COUNT_WORDS.length}, not ${processes}`);
if (processes > 1 && database !== 'postgres')
  throw new Error('several API processes share one database: --processes needs --db postgres');
if (processes > 1 && !nginxAvailable()) throw new Error(`--processes needs nginx (${NGINX_BIN})`);
/** "one API process", "two API processes behind nginx". */
const processWords =
  processes === 1 ? 'one API process' : `${PROCESS_COUNT_WORDS[processes - 1]} API processes behind nginx`;

const log = (line: string) => console.log(`[day] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const children: ChildProcess[] = [];
let cluster: Cluster | null = null;
/** One DATA_DIR per API process (its mail folder among others), as replicas do not share a disk. */
const dataDirs: string[] = [];
let proxy: RunningNginx | null = null;

async function cleanup(): Promise<void> {
  await proxy?.stop();
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
/** Every mail the API processes wrote so far. */
const allMails = () => dataDirs.flatMap((dir) => readMails(dir));

const calls: Call[] = [];
let api = '';

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One call of a simulated person, timed and kept (a network failure is status 0). */
async function call(
  kind: string,
  path: string,
  opts: { token?: string; body?: unknown; ip?: string; method?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  // Each person calls from an address of their own (the API trusts one proxy hop here), as the public calls are
  // limited per address.
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const started = performance.now();
  try {
    const res = await fetch(`${api}${path}`, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    calls.push({
      kind,
      status: res.status,
      ms: performance.now() - started,
      requestId: res.headers.get('x-request-id') ?? undefined,
    });
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  } catch (err) {
    calls.push({ kind, status: 0, ms: performance.now() - started });
    return { status: 0, body: String(err), headers: new Headers() };
  }
}

function must(answer: Answer, what: string): unknown {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function login(kind: string, username: string, password: string): Promise<string> {
  const body = must(
    await call(kind, '/Auth/authenticate', { body: { username, password } }),
    `login ${username}`,
  );
  return (body as { account: { token: string } }).account.token;
}

/** Runs `work` over `items` with at most `width` at once. */
async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A live stream of request events: keeps when each request.created arrived. */
function openStream(ticket: string) {
  const created = new Map<number, number>();
  const abort = new AbortController();
  const stream = { requestId: '' };
  const done = (async () => {
    const res = await fetch(`${api}/request/alfie/events?ticket=${encodeURIComponent(ticket)}`, {
      signal: abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`the live stream answered ${res.status}`);
    stream.requestId = res.headers.get('x-request-id') ?? '';
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: request.created')) continue;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) created.set((JSON.parse(data) as { id: number }).id, Date.now());
      }
    }
  })().catch((err: unknown) => {
    if (!abort.signal.aborted) throw err;
  });
  return { created, done, close: () => abort.abort(), stream };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  log(
    `${size.pas} PAs, ${size.companies} companies, ${size.operators} operators, ${size.requests} requests over ${size.duration} s on ${database}, ${processWords}`,
  );
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    databaseUrl = env.BENCH_DATABASE_URL;
    if (!databaseUrl) {
      cluster = startCluster(await freePort());
      databaseUrl = cluster.url;
      log(`throwaway cluster: ${cluster.version}`);
    }
  }
  const apiPorts: number[] = [];
  for (let i = 0; i < processes; i++) apiPorts.push(await freePort());
  const barePort = await freePort();
  const jwtSecret = randomBytes(32).toString('hex');
  /** The first process migrates and seeds; the others start on the database it left, as replicas do. */
  const startApi = async (port: number, first: boolean) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alfie-day-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        APP_URL: 'http://app.test',
        SEED_DEMO: String(first),
        MIGRATE_ON_START: String(first),
        // Each simulated person sends the address they call from in X-Forwarded-For; nginx, when it is in front,
        // is one more hop.
        TRUSTED_PROXY_HOPS: processes > 1 ? '2' : '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitForServer(`http://127.0.0.1:${port}/health`, child, 600_000);
  };
  for (const [i, port] of apiPorts.entries()) await startApi(port, i === 0);
  const bareProcess = spawn(process.execPath, ['bench/bare-server.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bareProcess);
  await waitForServer(`http://127.0.0.1:${barePort}/hello`, bareProcess, 600_000);
  if (processes > 1) {
    proxy = await startApiProxy({ port: await freePort(), apiPorts });
    api = `${proxy.url}/api`;
    log(`nginx on ${proxy.url} in front of API processes on ports ${apiPorts.join(', ')}`);
  } else api = `http://127.0.0.1:${apiPorts[0]}`;
  const runId = Date.now().toString(36);

  // --- the people of the day ---
  const admin = await login('setup: login', 'admin@example.com', DEMO_PASSWORD);
  const recruiter = await login('setup: login', 'recruiter@example.com', DEMO_PASSWORD);
  const countries = must(await call('setup: get-cities', '/system/alfie/get-cities'), 'get-cities') as {
    id: number;
    name: string;
    cities: { id: number; cityName: string; poIs: { id: number }[] }[];
  }[];
  const italy = countries.find((c) => c.name === 'Italia')!;
  const cities = italy.cities.filter((c) => c.poIs.length > 0).slice(0, 4);
  log(`cities: ${cities.map((c) => c.cityName).join(', ')}`);

  const operators = await inBatches(
    Array.from({ length: size.operators }, (_, i) => i),
    4,
    async (i) => {
      const email = `day-${runId}-op${i}@example.com`;
      must(
        await call('setup: register-new-operator', '/operator/alfie/register-new-operator', {
          token: admin,
          body: {
            firstname: 'Operatore',
            lastname: `Giornata ${i}`,
            email,
            account: { username: email, role: 'operator-user', password: PASSWORD, country: 'Italia' },
          },
        }),
        'register-new-operator',
      );
      return { name: `operator ${i}`, token: await login('setup: login', email, PASSWORD) };
    },
  );

  const companies = await inBatches(
    Array.from({ length: size.companies }, (_, i) => i),
    4,
    async (i) => {
      const email = `day-${runId}-c${i}@example.com`;
      const ip = ipOf(1000 + i);
      const city = cities[i % cities.length]!;
      const { id } = must(
        await call('setup: registercustomer', '/Auth/registercustomer', {
          ip,
          body: {
            BusinessName: `Giornata ${runId} ${i} srl`,
            CreateDate: new Date().toISOString(),
            Email: email,
            Country: 'Italia',
            City: city.cityName,
            PostalCode: '20121',
            Street: `Via Roma ${i + 1}`,
            Sdi: 'ABC1234',
            VatCode: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)),
            FiscalCode: 'RSSMRA80A01F205X',
            Account: {
              AccountType: 'Customer',
              Username: email,
              Password: PASSWORD,
              CreateDate: new Date().toISOString(),
              Status: 'Created',
              role: 'customer',
              TermsConditions: true,
              Privacy: true,
              Language: 'it',
            },
          },
        }),
        'registercustomer',
      ) as { id: number };
      must(
        await call('setup: approve-customer', '/customer/alfie/approve-customer', {
          token: operators[0]!.token,
          body: { CustomerId: id, Status: 'approved' },
        }),
        'approve-customer',
      );
      return { id, email, ip, token: await login('setup: login', email, PASSWORD) };
    },
  );
  log(`${operators.length} operators and ${companies.length} companies signed in`);

  const cultures = ['it', 'en', 'fr', 'de', 'es'] as const;
  const vehicles = ['carType1', 'carType2', 'carType3', 'moto'] as const;
  const approvedAt = Date.now();
  const applicants = await inBatches(
    Array.from({ length: size.pas }, (_, i) => i),
    4,
    async (i) => {
      const email = `day-${runId}-pa${i}@example.com`;
      const ip = ipOf(5000 + i);
      const { id } = must(
        await call('setup: apply', '/PersonalAssistant/alfie/apply', {
          ip,
          body: {
            firstname: 'Assistente',
            lastname: `Giornata ${i}`,
            email,
            mobile: '+39 333 1234567',
            homeTown: cities[i % cities.length]!.cityName,
            birthdate: '1990-01-31',
            languagesSpoken: [
              { culture: 'it', knowledgeLevel: 100 },
              { culture: cultures[1 + (i % 4)], knowledgeLevel: 80 },
            ],
            vehicles: [
              { vehicleType: vehicles[i % 4], brand: 'Fiat', model: 'Tipo', registrationYear: 2020 },
            ],
            cityIds: [cities[i % cities.length]!.id, cities[(i + 1) % cities.length]!.id],
            language: 'it',
            privacy: true,
          },
        }),
        'apply',
      ) as { id: number };
      must(
        await call(
          'setup: approve-personal-assistant',
          '/PersonalAssistant/alfie/approve-personal-assistant',
          {
            token: recruiter,
            body: { personalAssistantId: id, status: 'approved' },
          },
        ),
        'approve-personal-assistant',
      );
      return { id, email, ip };
    },
  );
  // The approval mails go out from the outbox in the background: each PA follows the link of their own.
  const pas = await inBatches(applicants, 4, async (a) => {
    let link: string | null = null;
    for (const until = Date.now() + 60_000; !link && Date.now() < until; await sleep(link ? 0 : 500)) {
      const mail = allMails().find((m) => m.to === a.email);
      link = mail ? linkIn(mail, 'token=') : null;
    }
    if (!link) throw new Error(`no approval mail with a password link reached ${a.email}`);
    const token = new URL(link).searchParams.get('token')!;
    must(
      await call('setup: resetpassword', '/Auth/resetpassword', {
        ip: a.ip,
        body: { token, password: PASSWORD },
      }),
      'resetpassword',
    );
    return { ...a, token: await login('setup: login', a.email, PASSWORD) };
  });
  log(
    `${pas.length} PAs approved and signed in with the password of their mail (${Date.now() - approvedAt} ms)`,
  );

  // --- the dashboards before, the live streams ---
  const countOf = async (status: string) =>
    Number(
      (
        await call(
          'check: active-requests count',
          `/request/alfie/active-requests/?type=business&status=${status}&limit=1`,
          {
            token: operators[0]!.token,
          },
        )
      ).headers.get('x-total-count'),
    );
  const filters = ['', 'created', 'assigned'];
  const before = await Promise.all(filters.map(countOf));
  const streams = await Promise.all(
    operators.map(async (o) => {
      const { ticket } = must(
        await call('events-ticket', '/request/alfie/events-ticket', { token: o.token, body: {} }),
        'events-ticket',
      ) as { ticket: string };
      return { name: o.name, ...openStream(ticket) };
    }),
  );
  await sleep(500);

  // --- the day ---
  const filedAt = new Map<number, number>();
  const customerEmailOf = new Map<number, string>();
  /** The x-request-id of each filing's answer, to find the process that answered it in the proxy's log. */
  const filingRequestId = new Map<number, string>();
  const assignments = new Map<number, number>();
  const cancelled = { unassigned: 0, assigned: 0 };
  /** Requests a person is acting on (an assignment or a cancellation under way): the other waits its turn. */
  const busy = new Set<number>();
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const dayStart = Date.now();
  const dayEnd = dayStart + size.duration * 1000;
  const open = () => Date.now() < dayEnd;
  let failure: unknown = null;
  const guard = (p: Promise<unknown>) =>
    p.catch((err: unknown) => {
      failure ??= err;
    });

  async function cancelLater(id: number, company: (typeof companies)[number]) {
    await sleep(2_000 + Math.random() * (size.duration * 300));
    while (busy.has(id)) await sleep(100);
    busy.add(id);
    try {
      await call('cancellation-quote', `/request/alfie/cancellation-quote?id=${id}`, {
        token: company.token,
      });
      const res = await call('delete-request', `/request/alfie/delete-request?id=${id}`, {
        token: company.token,
      });
      if (res.status === 200) {
        if (assignments.delete(id)) cancelled.assigned += 1;
        else cancelled.unassigned += 1;
      }
    } finally {
      busy.delete(id);
    }
  }

  async function fileOne(n: number) {
    const company = pick(companies);
    const city = pick(cities);
    const start = new Date(Date.now() + (1 + Math.floor(Math.random() * 6)) * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    start.setUTCHours(6 + Math.floor(Math.random() * 12));
    const sent = Date.now();
    const res = await call('register-new-request', '/Request/alfie/register-new-request', {
      token: company.token,
      body: {
        ...NEW_REQUEST_EXAMPLE,
        customerId: company.id,
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + (2 + (n % 3)) * 3_600_000).toISOString(),
        cities: [
          { countryId: italy.id, cityId: city.id, poiId: city.poIs[0]!.id, street: '', orderIndex: 0 },
        ],
        requiredVehicle: vehicles[n % 4],
        requiredCultures: ['it', cultures[1 + (n % 4)]],
      },
    });
    if (res.status !== 200) return;
    const { id } = res.body as { id: number };
    filedAt.set(id, sent);
    customerEmailOf.set(id, company.email);
    filingRequestId.set(id, res.headers.get('x-request-id') ?? '');
    if (Math.random() < 0.1 && open()) track(guard(cancelLater(id, company)));
  }

  async function paDay(pa: (typeof pas)[number]) {
    await sleep(Math.random() * 2000);
    while (open()) {
      const res = await call('pa open-requests', '/pa/alfie/open-requests?limit=50', { token: pa.token });
      const list = res.status === 200 ? (res.body as { id: number; offered?: boolean }[]) : [];
      const fresh = list.filter((r) => !r.offered && filedAt.has(r.id));
      const offered = list.filter((r) => r.offered);
      if (fresh.length > 0 && Math.random() < 0.5)
        await call('pa offer', '/pa/alfie/offer', { token: pa.token, body: { requestId: pick(fresh).id } });
      else if (offered.length > 0 && Math.random() < 0.15)
        await call('pa withdraw-offer', '/pa/alfie/withdraw-offer', {
          token: pa.token,
          body: { requestId: pick(offered).id },
        });
      if (Math.random() < 0.2) await call('pa offers', '/pa/alfie/offers', { token: pa.token });
      await sleep(1500 + Math.random() * 1500);
    }
  }

  async function operatorDay(operator: (typeof operators)[number]) {
    while (open()) {
      const res = await call(
        'operator dashboard (created)',
        '/request/alfie/active-requests/?type=business&status=created&sort=createDate&order=desc&limit=20',
        { token: operator.token },
      );
      const waiting = res.status === 200 ? (res.body as { id: number }[]) : [];
      for (const r of waiting.filter((w) => filedAt.has(w.id) && !busy.has(w.id)).slice(0, 3)) {
        const offers = await call(
          'operator offers of a request',
          `/PersonalAssistant/alfie/personal-assistant-by-request?id=${r.id}`,
          {
            token: operator.token,
          },
        );
        const ranked = offers.status === 200 ? (offers.body as { id: number }[]) : [];
        if (ranked.length === 0 || busy.has(r.id)) continue;
        busy.add(r.id);
        try {
          // The best offer first; a conflict (the PA busy then, or someone faster) moves to the next one.
          for (const offer of ranked) {
            const assigned = await call('operator assign-request', '/Request/alfie/assign-request', {
              token: operator.token,
              body: { requestId: r.id, personalAssistantId: offer.id },
            });
            if (assigned.status === 200) {
              assignments.set(r.id, offer.id);
              break;
            }
            if (assigned.status !== 409) break;
          }
        } finally {
          busy.delete(r.id);
        }
      }
      await sleep(700 + Math.random() * 600);
    }
  }

  async function bareDay() {
    const bare = `http://127.0.0.1:${barePort}/hello`;
    while (open()) {
      const t = performance.now();
      const res = await fetch(bare).catch(() => null);
      await res?.text();
      calls.push({ kind: 'bare hello (reference)', status: res?.status ?? 0, ms: performance.now() - t });
      await sleep(100);
    }
  }

  for (const pa of pas) track(guard(paDay(pa)));
  for (const o of operators) track(guard(operatorDay(o)));
  track(guard(bareDay()));
  const every = (size.duration * 1000) / size.requests;
  for (let n = 0; n < size.requests && open(); n++) {
    track(guard(fileOne(n)));
    await sleep(Math.max(0, dayStart + (n + 1) * every - Date.now()));
  }
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  if (failure) throw failure;
  const dayMs = Date.now() - dayStart;
  log(
    `day over: ${filedAt.size} filed, ${assignments.size} assigned, ${cancelled.unassigned + cancelled.assigned} cancelled`,
  );

  // --- what the business checks ---
  await sleep(2000);
  for (const s of streams) s.close();
  const paEmail = new Map(pas.map((p) => [p.id, p.email]));
  const expectedMails = () => {
    const mails = allMails();
    return [...assignments].every(
      ([request, pa]) =>
        mails.some((m) => m.to === paEmail.get(pa) && m.subject.includes(String(request))) &&
        mails.some((m) => m.to === customerEmailOf.get(request) && m.subject.includes(String(request))),
    );
  };
  for (const until = Date.now() + 60_000; !expectedMails() && Date.now() < until;) await sleep(500);
  await sleep(2000); // a mail sent twice would come in now
  const paLists = new Map<number, Service[]>();
  await inBatches(pas, 4, async (pa) => {
    const list = must(
      await call('check: pa assignments', '/pa/alfie/assignments?period=upcoming&limit=500', {
        token: pa.token,
      }),
      'assignments',
    ) as { id: number; startDatetime: string; endDatetime: string }[];
    paLists.set(
      pa.id,
      list.map((s) => ({
        requestId: s.id,
        start: Date.parse(s.startDatetime),
        end: Date.parse(s.endDatetime),
      })),
    );
  });
  const assignedPaOf = new Map<number, number | null>();
  await inBatches([...assignments.keys()], 4, async (id) => {
    const detail = must(
      await call('check: request-detail', `/Request/alfie/request-detail?id=${id}`, {
        token: operators[0]!.token,
      }),
      'request-detail',
    ) as { request: { personalAssistantId: number | null } };
    assignedPaOf.set(id, detail.request.personalAssistantId);
  });
  const after = await Promise.all(filters.map(countOf));
  const filed = filedAt.size;
  const gone = cancelled.unassigned + cancelled.assigned;
  // A cancelled request stays in the list of every status but leaves "created" and "assigned"; `assignments` holds
  // only the requests still assigned.
  const expected = [filed, filed - gone - assignments.size, assignments.size];
  // Which process answered: nginx logs the upstream of each request id (the last address when it moved on to the
  // next process); the streams are logged once they close.
  const processNames = apiPorts.map((_, i) => `api ${i + 1}`);
  const processOf = new Map<string, string>();
  if (proxy) {
    await sleep(500);
    for (const line of proxy.accessLog('proxy')) {
      const port = Number(line.upstream.split(/,\s*/).pop()?.split(':').pop());
      const i = apiPorts.indexOf(port);
      if (i >= 0) processOf.set(line.request_id, processNames[i]!);
    }
  }
  const placed = (requestId: string | undefined) => (requestId ? processOf.get(requestId) : undefined);
  const verdicts = checkDay({
    calls,
    assignments,
    paLists,
    assignedPaOf,
    paEmail,
    customerEmailOf,
    mails: allMails().filter((m) => m.to.startsWith(`day-${runId}-`)),
    filedAt,
    streams: new Map(
      streams.map((s) => [
        proxy ? `${s.name} on ${placed(s.stream.requestId) ?? 'an unknown process'}` : s.name,
        s.created,
      ]),
    ),
    counts: filters.map((filter, i) => ({
      filter,
      before: before[i]!,
      after: after[i]!,
      expected: expected[i]!,
    })),
    ...(proxy
      ? {
          processes: {
            names: processNames,
            filedBy: new Map(
              [...filingRequestId].flatMap(([id, requestId]) => {
                const by = placed(requestId);
                return by ? [[id, by] as const] : [];
              }),
            ),
          },
        }
      : {}),
  });

  // --- the figures ---
  const kinds = [...new Set(calls.map((c) => c.kind))].filter(
    (k) => !k.startsWith('setup') && !k.startsWith('check'),
  );
  const budget = BUDGET_P99_MS[database];
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const rows = kinds.map((kind) => {
    const ms = calls
      .filter((c) => c.kind === kind)
      .map((c) => c.ms)
      .sort((a, b) => a - b);
    const ofKind = calls.filter((c) => c.kind === kind);
    const byProcess = processNames
      .map((name) => ofKind.filter((c) => placed(c.requestId) === name).length)
      .join(' / ');
    const statuses = [...new Set(ofKind.map((c) => c.status))].sort().join(', ');
    return {
      kind,
      n: ms.length,
      rate: ms.length / (dayMs / 1000),
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      statuses,
      byProcess,
    };
  });
  const over = rows.filter((r) => !r.kind.startsWith('bare') && r.p99 > budget);
  const loadAfter = loadavg()[0]!;
  // One section per database, so a run on one leaves the other's figures in place.
  const sectionKey = processes > 1 ? `${database}-${processes}-processes` : database;
  const START_MARK = `<!-- operating-day bench, ${sectionKey}: start -->`;
  const END_MARK = `<!-- operating-day bench, ${sectionKey}: end -->`;
  const dayCalls = calls.filter((c) => kinds.includes(c.kind) && !c.kind.startsWith('bare'));
  const unplaced = dayCalls.filter((c) => c.status !== 0 && !placed(c.requestId)).length;
  const nginxVersion = proxy
    ? spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' })
        .stderr.trim()
        .replace(/^nginx version: /, '')
    : '';
  const proxied = proxy
    ? [
        'Every call of the day and the live streams go through nginx with the entry proxy of deploy/nginx',
        '(proxy.conf.template and its locations), round-robin over the API processes on the one database; the column',
        '"answered by" counts the calls each process answered, found in nginx\'s access log by the request id the API',
        'sends back.',
        '',
      ]
    : [];
  const lines = [
    START_MARK,
    `## A simulated operating day on ${database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}${processes > 1 ? `, ${processWords}` : ''}`,
    '',
    'Written by `npm run bench:day -w @alfie/api` (api/bench/day/run.ts); do not edit by hand. Through the real HTTP API',
    'with real tokens: PAs apply, are approved and choose their password from the mail, companies sign up and are',
    'approved; then companies file requests (several cities, 1-6 days ahead, varied languages and vehicles), PAs poll',
    'their open requests and offer or withdraw, operators poll the dashboard and assign the best offer (the next one on',
    'a conflict), one customer in ten takes a cancellation quote and cancels, and every operator holds a live stream.',
    'The bare route is a Fastify hello polled ten times a second in the same run, on the same machine.',
    '',
    ...proxied,
    `- date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
    `- database: ${database === 'pglite' ? 'embedded (PGlite)' : cluster ? `${cluster.version}, throwaway cluster (fsync off)` : 'given server'}; ${processWords}${proxy ? ` (${nginxVersion}; ${processNames.map((name, i) => `${name} on port ${apiPorts[i]}`).join(', ')})` : ''}`,
    `- day: ${pas.length} PAs, ${companies.length} companies, ${operators.length} operators; ${filed} requests filed over ${(dayMs / 1000).toFixed(0)} s, ${assignments.size + cancelled.assigned} assigned, ${cancelled.unassigned + cancelled.assigned} cancelled`,
    `- machine load (1-min load average, other processes included): ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
    '',
    `| call | calls | per s | p50 ms | p95 ms | p99 ms | answers |${proxy ? ` answered by ${processNames.join(' / ')} |` : ''}`,
    `|---|---:|---:|---:|---:|---:|---|${proxy ? '---:|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.n} | ${f(r.rate)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.statuses} |` +
        (proxy ? (r.kind.startsWith('bare') ? ' (direct) |' : ` ${r.byProcess} |`) : ''),
    ),
    '',
    ...(proxy
      ? [
          `Calls of the day not found in nginx's log: ${unplaced} of ${dayCalls.length} (the bare route is called directly).`,
          '',
        ]
      : []),
    `Budget: every call kind p99 at most ${budget} ms on ${database}: ${over.length === 0 ? 'met' : `NOT met (${over.map((r) => `${r.kind} ${f(r.p99)} ms`).join(', ')})`}.`,
    '',
    'Invariants:',
    '',
    ...verdicts.map((v) => `- ${v.ok ? 'held' : 'BROKEN'}: ${v.rule} (${v.detail})`),
    END_MARK,
  ];
  const section = lines.join('\n');
  console.log(`\n${section}\n`);
  if (!flags['no-report']) {
    const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
    const at = current.indexOf(START_MARK);
    const end = current.indexOf(END_MARK);
    const next =
      at >= 0 && end > at
        ? `${current.slice(0, at)}${section}${current.slice(end + END_MARK.length)}`
        : `${current.trimEnd()}\n\n${section}\n`;
    writeFileSync(REPORT, next);
  }
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    console.error('[day] failed:', err);
    process.exitCode = 1;
  })
  .finally(cleanup);
