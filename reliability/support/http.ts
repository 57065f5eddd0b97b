// A tiny HTTP client for tests against a running API: never throws, a network failure is `null`.
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer | null> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  } catch {
    return null;
  }
}

/** The token of a demo (or given) account, or null while the API is unreachable. */
export async function login(base: string, email: string, password = 'Demo-2026!'): Promise<string | null> {
  const res = await call(base, 'POST', '/Auth/authenticate', { body: { username: email, password } });
  if (res?.status !== 200) return null;
  return (res.body as { account: { token: string } }).account.token;
}

/** The paths the running API declares in its OpenAPI description, lower-cased. */
export async function declaredPaths(base: string): Promise<Set<string>> {
  const res = await call(base, 'GET', '/docs/json');
  const paths = res?.status === 200 ? Object.keys((res.body as { paths: object }).paths ?? {}) : [];
  return new Set(paths.map((p) => p.toLowerCase().replace(/\/+$/, '')));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
