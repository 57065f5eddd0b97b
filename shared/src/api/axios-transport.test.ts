// The axios transport: URL and query string, JSON bodies, how answers are read, no answer.
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { axiosTransport, http, parseBody, urlOf } from './axios-transport.ts';
import type { ApiRequest } from './client.ts';

/** What the instance's adapter (the XHR in a browser) answers with, a body as text or a Blob. */
function answer(status: number, body: string | Blob, headers: Record<string, string> = {}) {
  return (config: InternalAxiosRequestConfig): AxiosResponse =>
    ({ status, statusText: '', data: body, headers: new AxiosHeaders(headers), config }) as AxiosResponse;
}

const adapter = jest.fn<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>();
const savedAdapter = http.defaults.adapter;
beforeEach(() => {
  adapter.mockReset();
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = savedAdapter;
});

function answers(status: number, body: string | Blob, headers?: Record<string, string>): void {
  adapter.mockImplementationOnce(async (config) => answer(status, body, headers)(config));
}

const sent = (): InternalAxiosRequestConfig => adapter.mock.calls[0]![0];

const request = (init: Partial<ApiRequest>): ApiRequest => ({
  method: 'get',
  url: '/x',
  headers: new Headers(),
  ...init,
});

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
  it('is the JSON when the text parses, else the text', () => {
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('true')).toBe(true);
    expect(parseBody('<html>')).toBe('<html>');
    expect(parseBody('')).toBe('');
  });
});

describe('axiosTransport', () => {
  it('sends a body as JSON with its content type, the method and the signal', async () => {
    answers(200, '{"id":5}', { 'X-Next-Cursor': 'c2', 'X-Total-Count': '42' });
    const signal = new AbortController().signal;
    const res = await axiosTransport(
      request({ method: 'post', url: '/p', data: { a: 1, b: undefined }, signal }),
      'http://api.test',
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: 5 });
    expect(res.headers.get('x-next-cursor')).toBe('c2');
    expect(res.headers.get('X-Total-Count')).toBe('42');
    expect(sent()).toMatchObject({ url: 'http://api.test/p', method: 'post', data: '{"a":1}', signal });
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no JSON content type when there is none', async () => {
    answers(200, '');
    await axiosTransport(request({ method: 'post' }), '');
    expect(sent().data).toBeUndefined();
    // axios's XHR adapter drops the form content type it names for a post without a body.
    expect(sent().headers.get('Content-Type')).not.toBe('application/json');
  });

  it('sends the headers the client set, and the query string once', async () => {
    answers(200, '[]');
    await axiosTransport(
      request({ url: '/a', params: { page: 2 }, headers: new Headers({ Authorization: 'Bearer t' }) }),
      'http://api.test',
    );
    expect(sent().headers.get('Authorization')).toBe('Bearer t');
    expect(sent().url).toBe('http://api.test/a?page=2');
    expect(sent().params).toBeUndefined();
  });

  it('reads a file as a Blob, and a failure’s body as JSON even for a file', async () => {
    const file = new Blob(['xlsx bytes']);
    answers(200, file);
    const res = await axiosTransport(request({ responseType: 'blob' }), '');
    expect(res.data).toBe(file);
    expect(sent().responseType).toBe('blob');
    answers(403, new Blob(['{"code":"NOT.PERMITTED"}']));
    const failed = await axiosTransport(request({ responseType: 'blob' }), '');
    expect(failed).toMatchObject({ status: 403, data: { code: 'NOT.PERMITTED' } });
  });

  it('answers a failure status as it came (the client decides), with a body that is not JSON as text', async () => {
    answers(502, '<html>Bad gateway</html>');
    await expect(axiosTransport(request({}), '')).resolves.toMatchObject({
      status: 502,
      data: '<html>Bad gateway</html>',
    });
  });

  it('no answer (network down, aborted) is an ApiError of status 0 with the error message, sent once', async () => {
    adapter.mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(axiosTransport(request({ method: 'post', data: {} }), '')).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
      message: 'Network Error',
    });
    expect(adapter).toHaveBeenCalledTimes(1);
    const aborted = new AbortController();
    aborted.abort();
    await expect(axiosTransport(request({ signal: aborted.signal }), '')).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
    });
  });
});
