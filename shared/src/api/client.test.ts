import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { useSession } from '../session/session-store.ts';
import { goTo } from '../session/navigation.ts';
import { api, configureApi, isPublicPath } from './client.ts';
import { ApiError } from './api-error.ts';
import { useLoader } from './loader-store.ts';

jest.mock('../session/navigation.ts', () => ({ reloadPage: jest.fn(), goTo: jest.fn() }));

let seen: InternalAxiosRequestConfig[] = [];
let loaderDuringCall: number[] = [];

function reply(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    loaderDuringCall.push(useLoader.getState().count);
    const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

beforeEach(() => {
  seen = [];
  loaderDuringCall = [];
  useLoader.setState({ count: 0 });
  useSession.setState({ token: 'abc', role: 'customer', user: { email: 'a@b.it', company: null, id: 1 } });
  configureApi({ baseURL: 'http://api.test/' });
  jest.clearAllMocks();
});

describe('api client', () => {
  it('uses the configured base URL and sends the bearer token on private calls', async () => {
    api.defaults.adapter = reply(200, { ok: true });
    await api.get('/request/alfie/requests');
    expect(seen[0]!.baseURL).toBe('http://api.test');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer abc');
  });

  it.each([
    '/Auth/authenticate',
    '/auth/registercustomer',
    '/Auth/resetpassword',
    '/Auth/generateresetpasswordtoken?username=x&role=customer',
  ])('sends no bearer on the public call %s', async (url) => {
    api.defaults.adapter = reply(200, {});
    await api.post(url, {});
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
  });

  it('keeps an Authorization header the caller set', async () => {
    api.defaults.adapter = reply(200, {});
    await api.post('/payment/alfie/saveIntent', {}, { headers: { Authorization: 'Bearer from-query' } });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer from-query');
  });

  it('counts calls in flight for the global loader, on success and on failure', async () => {
    api.defaults.adapter = reply(200, {});
    await api.get('/x');
    api.defaults.adapter = reply(500, {});
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(loaderDuringCall).toEqual([1, 1]);
    expect(useLoader.getState().count).toBe(0);
  });

  it('leaves the loader alone for skipLoader calls', async () => {
    api.defaults.adapter = reply(200, {});
    await api.get('/x', { skipLoader: true });
    expect(loaderDuringCall).toEqual([0]);
    expect(useLoader.getState().count).toBe(0);
  });

  it('maps the error body to a translated key, the server text and the field keys', async () => {
    api.defaults.adapter = reply(409, {
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

  it('a 401 on an authenticated call logs out and returns to /', async () => {
    api.defaults.adapter = reply(401, { error: 'no', code: 'UNAUTHORIZED' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('a 401 on the login call keeps the user on the page with the login error', async () => {
    api.defaults.adapter = reply(401, {
      error: 'The password or email is wrong',
      code: 'AUTH.VALIDATION.INVALID_LOGIN',
    });
    await expect(api.post('/Auth/authenticate', {})).rejects.toMatchObject({
      messageKey: 'AUTH.VALIDATION.INVALID_LOGIN',
    });
    expect(goTo).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('abc');
  });

  it('a 403 asking for two-factor enrolment opens the enrolment screen; other 403s and public calls do not', async () => {
    api.defaults.adapter = reply(403, { error: 'x', code: 'TWO.FACTOR.ENROLMENT.REQUIRED' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({
      status: 403,
      messageKey: 'TWO.FACTOR.ENROLMENT.REQUIRED',
    });
    expect(goTo).toHaveBeenCalledWith('/two-factor');
    expect(useSession.getState().token).toBe('abc');
    jest.clearAllMocks();
    api.defaults.adapter = reply(403, { error: 'x', code: 'FORBIDDEN' });
    await expect(api.get('/request/alfie/requests')).rejects.toMatchObject({ status: 403 });
    api.defaults.adapter = reply(403, { error: 'x', code: 'TWO.FACTOR.ENROLMENT.REQUIRED' });
    await expect(api.post('/Auth/authenticate', {})).rejects.toMatchObject({ status: 403 });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a network failure maps to "Sending data to server failed"', async () => {
    api.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, messageKey: 'SEND.FAILED' });
  });
});

describe('logout', () => {
  it('ends the token on the server with a keepalive call, then clears the session', () => {
    const calls: [string, RequestInit | undefined][] = [];
    const saved = globalThis.fetch;
    globalThis.fetch = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('true'));
    }) as typeof fetch;
    try {
      useSession.getState().logout();
    } finally {
      globalThis.fetch = saved;
    }
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

describe('isPublicPath', () => {
  it('matches without regard to case, query or host', () => {
    expect(isPublicPath('http://h/AUTH/Authenticate?x=1')).toBe(true);
    expect(isPublicPath('/request/alfie/change-language')).toBe(false);
  });
});
