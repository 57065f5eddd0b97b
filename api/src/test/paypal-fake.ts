// A local fake of the PayPal REST endpoints the API uses (OAuth token, get order, get authorization, capture,
// void, reauthorize), for tests: in memory, idempotent on PayPal-Request-Id like PayPal, with failure injection.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAuthorization {
  id: string;
  orderId: string;
  status: 'CREATED' | 'CAPTURED' | 'VOIDED' | 'DENIED' | 'EXPIRED' | 'PENDING';
  value: string;
  currency: string;
  reauthorizedFrom?: string;
  reauthorized?: boolean;
  /** What a capture took (an explicit amount, else the authorized value). */
  capturedValue?: string;
}

export interface FakeOrder {
  id: string;
  status: string;
  referenceId: string;
  value: string;
  currency: string;
  authorizationIds: string[];
}

export interface FakeCall {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
}

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  calls: FakeCall[];
  orders: Map<string, FakeOrder>;
  authorizations: Map<string, FakeAuthorization>;
  /** An order authorized the way the JS SDK leaves it after actions.order.authorize(). */
  addAuthorizedOrder(o: {
    orderId: string;
    authorizationId: string;
    /** Decimal string as PayPal sends it, e.g. '12.50'. */
    value: string;
    referenceId: string;
    currency?: string;
    status?: FakeAuthorization['status'];
  }): void;
  /** The next `count` calls (token calls included) answer `status` instead of being served. */
  failNext(count: number, status?: number): void;
  /** The next call waits this long before answering (timeouts). */
  delayNext(ms: number): void;
  /** Seconds a token lives (default 3600). */
  tokenLifetime: number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};
const notFound = (res: ServerResponse) =>
  json(res, 404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: 'fake-debug',
    details: [{ issue: 'INVALID_RESOURCE_ID' }],
  });
const unprocessable = (res: ServerResponse, issue: string) =>
  json(res, 422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed.',
    debug_id: 'fake-debug',
    details: [{ issue }],
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const tokens = new Set<string>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const failures: number[] = [];
  let delay = 0;
  const fake = {
    url: '',
    clientId,
    clientSecret,
    calls: [] as FakeCall[],
    orders: new Map<string, FakeOrder>(),
    authorizations: new Map<string, FakeAuthorization>(),
    tokenLifetime: 3600,
  } as FakePayPal;

  const authJson = (a: FakeAuthorization) => ({
    id: a.id,
    status: a.status,
    amount: { currency_code: a.currency, value: a.value },
    supplementary_data: { related_ids: { order_id: a.orderId } },
  });
  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: 'AUTHORIZE',
    purchase_units: [
      {
        reference_id: o.referenceId,
        amount: { currency_code: o.currency, value: o.value },
        payments: {
          authorizations: o.authorizationIds.map((id) => authJson(fake.authorizations.get(id)!)),
        },
      },
    ],
  });

  function serve(req: IncomingMessage, res: ServerResponse, body: string): void {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials'))
        return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21-fake-${randomBytes(8).toString('hex')}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: fake.tokenLifetime });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer))
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });

    let m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const order = fake.orders.get(decodeURIComponent(m[1]!));
      return order ? json(res, 200, orderJson(order)) : notFound(res);
    }
    m = /^\/v2\/payments\/authorizations\/([^/]+)(?:\/(capture|void|reauthorize))?$/.exec(path);
    if (!m) return notFound(res);
    const auth = fake.authorizations.get(decodeURIComponent(m[1]!));
    const action = m[2];
    if (!auth) return notFound(res);
    if (req.method === 'GET' && !action) return json(res, 200, authJson(auth));
    if (req.method !== 'POST' || !action) return notFound(res);

    const key = req.headers['paypal-request-id'];
    const answer = (status: number, out?: unknown) => {
      if (typeof key === 'string') byRequestId.set(`${action}:${key}`, { status, body: out });
      json(res, status, out);
    };
    if (typeof key === 'string' && byRequestId.has(`${action}:${key}`)) {
      const kept = byRequestId.get(`${action}:${key}`)!;
      return json(res, kept.status, kept.body);
    }
    if (action === 'capture') {
      if (auth.status !== 'CREATED') return unprocessable(res, 'AUTHORIZATION_ALREADY_CAPTURED');
      // An explicit amount below the authorization releases the rest (a partial final capture); above it, up to
      // 115 % and by at most 75 (PayPal says 75 USD).
      const asked = (JSON.parse(body || '{}') as { amount?: { value?: string; currency_code?: string } })
        .amount;
      const value = asked?.value ?? auth.value;
      const authorized = Number(auth.value);
      if (asked && asked.currency_code !== auth.currency) return unprocessable(res, 'CURRENCY_MISMATCH');
      if (Number(value) > Math.min(authorized * 1.15, authorized + 75) + 1e-9)
        return unprocessable(res, 'MAX_CAPTURE_AMOUNT_EXCEEDED');
      auth.status = 'CAPTURED';
      auth.capturedValue = value;
      return answer(201, {
        id: `CAP-${randomBytes(5).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: auth.currency, value },
      });
    }
    if (action === 'void') {
      if (auth.status !== 'CREATED') return unprocessable(res, 'CANNOT_BE_VOIDED');
      auth.status = 'VOIDED';
      return answer(204);
    }
    // reauthorize: once per original authorization, while it has not been captured or voided.
    if (auth.status !== 'CREATED' || auth.reauthorized || auth.reauthorizedFrom)
      return unprocessable(res, 'REAUTHORIZATION_NOT_SUPPORTED');
    auth.reauthorized = true;
    const fresh: FakeAuthorization = {
      ...auth,
      id: `REAUTH-${randomBytes(5).toString('hex').toUpperCase()}`,
      status: 'CREATED',
      reauthorizedFrom: auth.id,
      reauthorized: false,
    };
    fake.authorizations.set(fresh.id, fresh);
    fake.orders.get(auth.orderId)?.authorizationIds.push(fresh.id);
    return answer(201, authJson(fresh));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      fake.calls.push({
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0]!,
        requestId: req.headers['paypal-request-id'] as string | undefined,
        authorization: req.headers.authorization,
      });
      if (delay > 0) {
        const wait = delay;
        delay = 0;
        await new Promise((r) => setTimeout(r, wait));
      }
      const failure = failures.shift();
      if (failure !== undefined)
        return json(res, failure, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'Injected failure',
          debug_id: 'fake-fail',
        });
      serve(req, res, body);
    })().catch(() => json(res, 500, { name: 'INTERNAL_SERVER_ERROR' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  fake.addAuthorizedOrder = (o) => {
    fake.authorizations.set(o.authorizationId, {
      id: o.authorizationId,
      orderId: o.orderId,
      status: o.status ?? 'CREATED',
      value: o.value,
      currency: o.currency ?? 'EUR',
    });
    fake.orders.set(o.orderId, {
      id: o.orderId,
      status: 'COMPLETED',
      referenceId: o.referenceId,
      value: o.value,
      currency: o.currency ?? 'EUR',
      authorizationIds: [o.authorizationId],
    });
  };
  fake.failNext = (count, status = 500) => {
    for (let i = 0; i < count; i++) failures.push(status);
  };
  fake.delayNext = (ms) => {
    delay = ms;
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
