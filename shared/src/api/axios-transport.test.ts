// The axios instance: URL and query string, JSON bodies, how answers are read, no answer.
import { AxiosError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { addressOf, urlOf } from './address.ts';
import { http, parseBody, settle } from './axios-transport.ts';
import { api, configureApi } from './client.ts';

/** What the instance's adapter (the XHR in a browser) answers with, a body as text or a Blob. */
function answer(status: number, body: string | Blob, headers: Record<string, string> = {}) {
  return (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
    settle(config, status, body, headers);
}

const adapter = jest.fn<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>();
const savedAdapter = http.defaults.adapter;
beforeEach(() => {
  adapter.mockReset();
  configureApi({ baseURL: 'http://api.test' });
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = savedAdapter;
});

function answers(status: number, body: string | Blob, headers?: Record<string, string>): void {
  adapter.mockImplementationOnce(async (config) => answer(status, body, headers)(config));
}

const sent = (): InternalAxiosRequestConfig => adapter.mock.calls[0]![0];

describe('urlOf', () => {
  it('joins the base URL and the path with one slash, and keeps a trailing one', () => {
    expect(urlOf('http://api.test', '/request/alfie/active-requests/')).toBe(
      'http://api.test/request/alfie/active-requests/',
    );
    expect(urlOf('http://api.test', 'a/b')).toBe('http://api.test/a/b');
    expect(urlOf('', '/a')).toBe('/a');
  });

  it('leaves null and undefined params out, keeps empty strings, sends numbers and booleans as text', () => {
    expect(urlOf('', '/a', { id: 42, cursor: undefined, city: null, status: '', all: true })).toBe(
      '/a?id=42&status=&all=true',
    );
    expect(urlOf('', '/a', {})).toBe('/a');
  });

  it('encodes what the dashboards send, as the server decodes it', () => {
    const url = urlOf('http://api.test', '/a', {
      startdate: '16/11/2026, 09:30',
      dateformat: 'dd/MM/yyyy, HH:mm',
      city: 'Reggio Emilia',
      from: '2026-11-16T08:30:00.000Z',
    });
    expect(url).toBe(
      'http://api.test/a?startdate=16%2F11%2F2026%2C+09%3A30&dateformat=dd%2FMM%2Fyyyy%2C+HH%3Amm' +
        '&city=Reggio+Emilia&from=2026-11-16T08%3A30%3A00.000Z',
    );
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      startdate: '16/11/2026, 09:30',
      dateformat: 'dd/MM/yyyy, HH:mm',
      city: 'Reggio Emilia',
      from: '2026-11-16T08:30:00.000Z',
    });
  });

  it('appends to a query the path already has', () => {
    expect(urlOf('', '/a?username=x', { role: 'customer' })).toBe('/a?username=x&role=customer');
  });
});

describe('parseBody', () => {
  it('is the JSON when the text parses, else the text; a file stays a file', () => {
    const file = new Blob(['x']);
    expect(parseBody(file)).toBe(file);
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('true')).toBe(true);
    expect(parseBody('<html>')).toBe('<html>');
    expect(parseBody('')).toBe('');
  });
});

describe('the instance', () => {
  it('sends a body as JSON with its content type, the method and the signal', async () => {
    answers(200, '{"id":5}', { 'X-Next-Cursor': 'c2', 'X-Total-Count': '42' });
    const signal = new AbortController().signal;
    const res = await api.post('/p', { a: 1, b: undefined }, { signal });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: 5 });
    expect(res.headers.get('x-next-cursor')).toBe('c2');
    expect(res.headers.get('X-Total-Count')).toBe('42');
    expect(sent()).toMatchObject({ url: '/p', method: 'post', data: '{"a":1}', signal });
    expect(addressOf(sent())).toBe('http://api.test/p');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no JSON content type when there is none', async () => {
    answers(200, '');
    await api.post('/x');
    expect(sent().data).toBeUndefined();
    expect(sent().headers.get('Content-Type')).not.toBe('application/json');
  });

  it('sends the headers the caller set, and the query string as the client writes it', async () => {
    answers(200, '[]');
    await api.get('/a', {
      params: { page: 2, cursor: null, all: true },
      headers: { Authorization: 'Bearer t' },
    });
    expect(sent().headers.get('Authorization')).toBe('Bearer t');
    expect(http.getUri(sent())).toBe('http://api.test/a?page=2&all=true');
  });

  it('reads a file as a Blob, and a failure’s body as JSON even for a file', async () => {
    const file = new Blob(['xlsx bytes']);
    answers(200, file);
    const res = await api.get('/f', { responseType: 'blob' });
    expect(res.data).toBe(file);
    expect(sent().responseType).toBe('blob');
    answers(403, new Blob(['{"code":"NOT.PERMITTED"}']));
    await expect(api.get('/f', { responseType: 'blob' })).rejects.toMatchObject({
      status: 403,
      code: 'NOT.PERMITTED',
    });
  });

  it('a failure whose body is not JSON keeps the status', async () => {
    answers(502, '<html>Bad gateway</html>');
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, messageKey: 'SERVER.ERROR' });
  });

  it('no answer (network down, aborted) is an ApiError of status 0 with the error message, sent once', async () => {
    adapter.mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(api.post('/x', {})).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
      message: 'Network Error',
    });
    expect(adapter).toHaveBeenCalledTimes(1);
    const aborted = new AbortController();
    aborted.abort();
    await expect(api.get('/x', { signal: aborted.signal })).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
    });
  });
});
