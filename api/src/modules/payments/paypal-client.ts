// The one PayPal REST client of the API: OAuth client-credentials token cached until it expires, a timeout on
// every call, retries of network failures and 5xx/429 answers with the same PayPal-Request-Id (so PayPal runs a
// retried capture, void or reauthorization once), and errors that say which call failed and why.
import { randomUUID } from 'node:crypto';

export interface PayPalClientOptions {
  /** e.g. https://api-m.sandbox.paypal.com, or a local fake in tests. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  /** Attempts after the first one for network errors, 429 and 5xx (default 2). */
  retries?: number;
  /** Base delay between attempts, doubled each time (default 300 ms). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export interface PayPalAuthorization {
  id: string;
  status: string;
  amount?: PayPalAmount;
  expiration_time?: string;
  create_time?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalOrder {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: {
    reference_id?: string;
    amount?: PayPalAmount;
    payments?: { authorizations?: PayPalAuthorization[] };
  }[];
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
}

/** A failed PayPal call: the HTTP status (0 when PayPal could not be reached), PayPal's error name and debug id. */
export class PayPalError extends Error {
  override name = 'PayPalError';
  readonly status: number;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;
  constructor(message: string, status: number, issue?: string, debugId?: string) {
    super(message);
    this.status = status;
    this.issue = issue;
    this.debugId = debugId;
  }
  /** PayPal answered that the resource or the request is wrong (not a transport or server problem). */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Idempotency key; the same key is sent on every retry of this call. */
  requestId?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

export class PayPalClient {
  readonly apiBase: string;
  readonly #clientId: string;
  readonly #clientSecret: string;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #retryDelayMs: number;
  readonly #fetch: typeof fetch;
  #token: { value: string; expiresAt: number } | null = null;
  #tokenPending: Promise<string> | null = null;

  constructor(options: PayPalClientOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    this.#clientId = options.clientId;
    this.#clientSecret = options.clientSecret;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#retries = options.retries ?? 2;
    this.#retryDelayMs = options.retryDelayMs ?? 300;
    this.#fetch = options.fetch ?? fetch;
  }

  getOrder(orderId: string): Promise<PayPalOrder> {
    return this.#call<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  getAuthorization(authorizationId: string): Promise<PayPalAuthorization> {
    return this.#call<PayPalAuthorization>(
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}`,
    );
  }

  /**
   * Captures the whole authorized amount, or `amount`, as the final capture: below the authorization PayPal releases
   * the rest (a cancellation fee); above it PayPal allows up to 115 %, at most 75 USD more (extra hours at closeout).
   * `requestId` makes a repeated capture answer the first one.
   */
  capture(authorizationId: string, requestId: string, amount?: PayPalAmount): Promise<PayPalCapture> {
    return this.#call<PayPalCapture>(
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
      { method: 'POST', body: amount ? { amount, final_capture: true } : { final_capture: true }, requestId },
    );
  }

  async void(authorizationId: string, requestId: string): Promise<void> {
    await this.#call<unknown>(`/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`, {
      method: 'POST',
      requestId,
    });
  }

  /** PayPal answers a new authorization (new id, new 3-day honour period). */
  reauthorize(authorizationId: string, requestId: string): Promise<PayPalAuthorization> {
    return this.#call<PayPalAuthorization>(
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/reauthorize`,
      { method: 'POST', body: {}, requestId },
    );
  }

  /** The bearer token, fetched once and reused until a minute before PayPal says it expires. */
  async accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt > Date.now()) return this.#token.value;
    this.#tokenPending ??= this.#fetchToken().finally(() => {
      this.#tokenPending = null;
    });
    return this.#tokenPending;
  }

  async #fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.#clientId}:${this.#clientSecret}`).toString('base64');
    const { status, body } = await this.#send('POST /v1/oauth2/token', `${this.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const token = body as { access_token?: unknown; expires_in?: unknown };
    if (status !== 200 || typeof token.access_token !== 'string')
      throw this.#error('POST /v1/oauth2/token', status, body);
    const seconds = typeof token.expires_in === 'number' ? token.expires_in : 300;
    this.#token = { value: token.access_token, expiresAt: Date.now() + Math.max(seconds - 60, 0) * 1000 };
    return token.access_token;
  }

  async #call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const label = `${method} ${path}`;
    const requestId = options.requestId ?? (method === 'POST' ? randomUUID() : undefined);
    let tokenRefreshed = false;
    for (;;) {
      const token = await this.accessToken();
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
      };
      if (requestId) headers['paypal-request-id'] = requestId;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const { status, body } = await this.#send(label, `${this.apiBase}${path}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      // A token PayPal revoked before its announced expiry: fetch a new one once.
      if (status === 401 && !tokenRefreshed) {
        tokenRefreshed = true;
        this.#token = null;
        continue;
      }
      if (status >= 200 && status < 300) return body as T;
      throw this.#error(label, status, body);
    }
  }

  /** One HTTP exchange with timeout and retries; answers the status and the parsed JSON body (or null). */
  async #send(label: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let lastError: PayPalError | null = null;
    for (let attempt = 0; attempt <= this.#retries; attempt++) {
      if (attempt > 0) await sleep(this.#retryDelayMs * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        lastError = new PayPalError(
          `PayPal ${label} ${timedOut ? `timed out after ${this.#timeoutMs} ms` : `failed: ${(err as Error).message}`}`,
          0,
        );
        continue;
      }
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        body = { message: text.slice(0, 200) };
      }
      if (!retryable(response.status)) return { status: response.status, body };
      lastError = this.#error(label, response.status, body);
    }
    throw lastError ?? new PayPalError(`PayPal ${label} failed`, 0);
  }

  #error(label: string, status: number, body: unknown): PayPalError {
    const b = (body ?? {}) as {
      name?: string;
      message?: string;
      debug_id?: string;
      error?: string;
      error_description?: string;
      details?: { issue?: string }[];
    };
    const issue = b.details?.[0]?.issue ?? b.name ?? b.error;
    const detail = b.message ?? b.error_description ?? '';
    return new PayPalError(
      `PayPal ${label} answered ${status}${issue ? ` ${issue}` : ''}${detail ? `: ${detail}` : ''}${b.debug_id ? ` (debug id ${b.debug_id})` : ''}`,
      status,
      issue,
      b.debug_id,
    );
  }
}

/** The client when credentials are configured; null means payments are stored without asking PayPal. */
export function paypalFromConfig(config: {
  paypal: { apiBase: string; clientId: string | null; clientSecret: string | null };
}): PayPalClient | null {
  const { apiBase, clientId, clientSecret } = config.paypal;
  if (!clientId || !clientSecret) return null;
  return new PayPalClient({ apiBase, clientId, clientSecret });
}
