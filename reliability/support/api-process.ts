// Runs the real API (`node api/src/server.ts`) as a child process, keeps its JSON log lines, and kills it.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TEST_JWT_SECRET = 'reliability-secret-that-is-long-enough-0123456789';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Parsed JSON log lines (pino), and the raw text of anything that was not JSON. */
  logs: Record<string, unknown>[];
  stderr: string[];
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ApiOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
  /** Node.js options before the server's file (`--inspect=127.0.0.1:0` for heap-probe.ts). */
  nodeArgs?: string[];
  /** How long to wait for /health (ms). */
  readyTimeoutMs?: number;
}

function spawnApi(opts: ApiOptions): ApiProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'info',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  let buf = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buf += chunk;
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        stderr.push(line);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${opts.port}`,
    port: opts.port,
    logs,
    stderr,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the API and resolves once /health answers 200; rejects with its stderr when it exits first. */
export async function startApi(opts: ApiOptions): Promise<ApiProcess> {
  const api = spawnApi(opts);
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  let done = false;
  void api.exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new Error(`API exited before it was ready: ${api.stderr.join('').slice(-2000)}`);
    try {
      const res = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return api;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await api.kill();
  throw new Error(`API not ready within ${opts.readyTimeoutMs ?? 60_000} ms`);
}

/** Starts the API expecting it to refuse; resolves with its exit code and stderr. */
export async function startApiExpectingRefusal(
  opts: ApiOptions,
): Promise<{ code: number | null; stderr: string }> {
  const api = spawnApi(opts);
  const timer = setTimeout(() => void api.kill(), opts.readyTimeoutMs ?? 30_000);
  const code = await api.exited;
  clearTimeout(timer);
  return { code, stderr: api.stderr.join('') };
}
