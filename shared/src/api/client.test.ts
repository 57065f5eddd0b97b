import { useSession } from '../session/session-store.ts';
import { goTo } from '../session/navigation.ts';
import { api, configureApi } from './client.ts';
import { addressOf } from './address.ts';
import { ApiError, unreachableError } from './api-error.ts';
import { AxiosHeaders, CanceledError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from './http.ts';
import { scriptedAdapter } from './scripted-adapter.ts';
import type { Script, ScriptedRequest } from './scripted-adapter.ts';
import { useLoader } from './loader-store.ts';

jest.mock('../session/navigation.ts', () => ({ reloadPage: jest.fn(), goTo: jest.fn() }));

let seen: { request: ScriptedRequest; baseURL: string }[] = [];
let loaderDuringCall: number[] = [];

function reply(status: number, data: unknown): Script {
  return async (request, baseURL) => {
    seen.push({ request, baseURL });
    loaderDuringCall.push(useLoader.getState().count);
    return { status, data, headers: new Headers() };
  };
}

/** What the instance's adapter answers with: each test sets it. */
let current: Script = reply(200, {});

const savedFetch = globalThis.fetch;
const savedAdapter = http.defaults.adapter;
beforeEach(() => {
  http.defaults.adapter = scriptedAdapter((request, baseURL) => current(request, baseURL));
  seen = [];
  loaderDuringCall = [];
  useLoader.setState({ count: 0 });
  useSession.setState({ token: 'abc', role: 'customer', user: { email: 'a@b.it', company: null, id: 1 } });
  configureApi({ baseURL: 'http://api.test/' });
  jest.clearAllMocks();
});
afterEach(() => {
  globalThis.fetch = savedFetch;
  http.defaults.adapter = savedAdapter;
});

describe('api client', () => {
  it('uses the configured base URL and sends the bearer token on private calls', async () => {
    current = reply(200, { ok: true });
    const res = await api.get<{ ok: boolean }>('/request/alfie/requests', { params: { id: 4 } });
    expect(res).toMatchObject({ status: 200, data: { ok: true } });
    expect(seen[0]!.baseURL).toBe('http://api.test');
    expect(seen[0]!.request).toMatchObject({
      method: 'get',
      url: '/request/alfie/requests',
      params: { id: 4 },
    });
    expect(seen[0]!.request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it.each([
    '/Auth/authenticate',
    '/auth/registercustomer',
    '/Auth/resetpassword',
    '/Auth/generateresetpasswordtoken?username=x&role=customer',
  ])('sends no bearer on the public call %s', async (url) => {
    current = reply(200, {});
    await api.post(url, {});
    expect(seen[0]!.request.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set', async () => {
    current = reply(200, {});
    await api.post('/payment/alfie/saveIntent', {}, { headers: { Authorization: 'Bearer from-query' } });
    expect(seen[0]!.request.headers.get('Authorization')).toBe('Bearer from-query');
  });

  it('counts calls in flight for the global loader, on success and on failure', async () => {
    current = reply(200, {});
    await api.get('/x');
    current = reply(500, {});
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(loaderDuringCall).toEqual([1, 1]);
    expect(useLoader.getState().count).toBe(0);
  });

  it('leaves the loader alone for skipLoader calls', async () => {
    current = reply(200, {});
    await api.get('/x', { skipLoader: true });
    expect(loaderDuringCall).toEqual([0]);
    expect(useLoader.getState().count).toBe(0);
  });

  it('maps the error body to a translated key, the server text and the field keys', async () => {
    current = reply(409, {
      error: 'The email entered is already in use',
      code: 'EMAIL.ALREADY.IN.USE',
      fields: { Email: 'EMAIL.ALREADY.IN.USE' },
    });
    const err = (await api.post('/Auth/registercustomer', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({
      status: 409,
      code: 'EMAIL.ALREADY.IN.USE',
      messageKey: 'EMAIL.ALREADY.IN.USE',
      fields: { Email: 'EMAIL.ALREADY.IN.USE' },
    });
    expect(err.message).toBe('The email entered is already in use');
  });

  it('a failure whose body is not the API’s takes its key from the status and a message of its own', async () => {
    current = reply(502, '<html>Bad gateway</html>');
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 502,
      code: '',
      messageKey: 'SERVER.ERROR',
      message: 'Request failed with status code 502',
    });
  });

  it('answers below 400 are answers', async () => {
    current = reply(204, '');
    await expect(api.post('/x')).resolves.toMatchObject({ status: 204, data: '' });
  });

  it('a 401 on an authenticated call logs out and returns to /', async () => {
    current = reply(401, { error: 'no', code: 'UNAUTHORIZED' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('a 401 on the login call keeps the user on the page with the login error', async () => {
    current = reply(401, {
      error: 'The password or email is wrong',
      code: 'AUTH.VALIDATION.INVALID_LOGIN',
    });
    await expect(api.post('/Auth/authenticate', {})).rejects.toMatchObject({
      messageKey: 'AUTH.VALIDATION.INVALID_LOGIN',
    });
    expect(goTo).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('abc');
  });

  it('a 401 on a call with its own bearer (the payment page) keeps the session', async () => {
    current = reply(401, { error: 'no', code: 'UNAUTHORIZED' });
    await expect(
      api.post('/payment/alfie/saveIntent', {}, { headers: { Authorization: 'Bearer from-query' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe('abc');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a 403 asking for two-factor enrolment opens the enrolment screen; other 403s and public calls do not', async () => {
    current = reply(403, { error: 'x', code: 'TWO.FACTOR.ENROLMENT.REQUIRED' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({
      status: 403,
      messageKey: 'TWO.FACTOR.ENROLMENT.REQUIRED',
    });
    expect(goTo).toHaveBeenCalledWith('/two-factor');
    expect(useSession.getState().token).toBe('abc');
    jest.clearAllMocks();
    current = reply(403, { error: 'x', code: 'FORBIDDEN' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({ status: 403 });
    current = reply(403, { error: 'x', code: 'TWO.FACTOR.ENROLMENT.REQUIRED' });
    await expect(api.post('/Auth/authenticate', {})).rejects.toMatchObject({ status: 403 });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a network failure maps to "Sending data to server failed", and the loader stops', async () => {
    current = async () => {
      throw unreachableError('Failed to fetch');
    };
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, messageKey: 'SEND.FAILED' });
    expect(useLoader.getState().count).toBe(0);
    expect(useSession.getState().token).toBe('abc');
  });

  it('anything else a transport throws is a SERVER.ERROR ApiError', async () => {
    current = async () => {
      throw new Error('boom');
    };
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      messageKey: 'SERVER.ERROR',
      message: 'Error: boom',
    });
  });
});

describe('api client on axios', () => {
  it('the bearer, the loader and the error mapping are interceptors of the one instance', async () => {
    current = reply(404, { error: 'gone', code: 'NOT.FOUND' });
    const call = http.get('/request/alfie/requests/4');
    expect(useLoader.getState().count).toBe(1);
    await expect(call).rejects.toMatchObject({ status: 404, messageKey: 'NOT.FOUND' });
    expect(seen[0]!.request.headers.get('Authorization')).toBe('Bearer abc');
    expect(useLoader.getState().count).toBe(0);
  });

  it('sends the call to the base URL and answers the JSON with the response headers', async () => {
    const adapter = jest.fn(
      async (config: InternalAxiosRequestConfig) =>
        ({
          status: 200,
          statusText: 'OK',
          headers: new AxiosHeaders({ 'X-Total-Count': '12', 'X-Next-Cursor': 'c2' }),
          data: '[{"id":1}]',
          config,
        }) as AxiosResponse,
    );
    http.defaults.adapter = adapter;
    const res = await api.get<{ id: number }[]>('/request/alfie/active-requests/', {
      params: { type: 'business', status: '', limit: 100 },
    });
    expect(res.data).toEqual([{ id: 1 }]);
    expect(res.headers.get('x-total-count')).toBe('12');
    const config = adapter.mock.calls[0]![0];
    expect(addressOf(config)).toBe(
      'http://api.test/request/alfie/active-requests/?type=business&status=&limit=100',
    );
    expect(http.getUri(config)).toBe(addressOf(config));
    expect(config.headers.get('Authorization')).toBe('Bearer abc');
    expect(config.method).toBe('get');
  });

  it('an aborted call rejects with status 0 and leaves the loader balanced', async () => {
    http.defaults.adapter = (config) =>
      new Promise((_resolve, reject) => {
        config.signal!.addEventListener!('abort', () => reject(new CanceledError('canceled')));
      });
    const controller = new AbortController();
    const call = api.get('/x', { signal: controller.signal });
    expect(useLoader.getState().count).toBe(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0, messageKey: 'SEND.FAILED' });
    expect(useLoader.getState().count).toBe(0);
  });
});

describe('logout', () => {
  it('ends the token on the server with a keepalive call, then clears the session', () => {
    const calls: [string, RequestInit | undefined][] = [];
    globalThis.fetch = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve({ status: 200 });
    }) as typeof fetch;
    useSession.getState().logout();
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('http://api.test/Auth/logout');
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer abc' },
    });
    expect(useSession.getState().token).toBeNull();
  });
});
