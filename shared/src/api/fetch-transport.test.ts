// The fetch transport: URL and query string as axios built them, JSON bodies, how answers are read, no answer.
import { fetchTransport, parseBody, urlOf } from './fetch-transport.ts';
import type { ApiRequest } from './client.ts';

/** What fetch resolves with, as far as the transport reads it (jsdom has no Response). */
function answer(status: number, text: string, headers: Record<string, string> = {}) {
  return {
    status,
    headers: new Headers(headers),
    text: jest.fn(async () => text),
    blob: jest.fn(async () => new Blob([text])),
  };
}

const fetchMock = jest.fn<Promise<ReturnType<typeof answer>>, [string, RequestInit]>();
const savedFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = savedFetch;
});

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

describe('fetchTransport', () => {
  it('sends a body as JSON with its content type, the method in capitals and the signal', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"id":5}', { 'X-Next-Cursor': 'c2' }));
    const signal = new AbortController().signal;
    const res = await fetchTransport(
      request({ method: 'post', url: '/p', data: { a: 1, b: undefined }, signal }),
      'http://api.test',
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: 5 });
    expect(res.headers.get('x-next-cursor')).toBe('c2');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/p');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', signal });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no content type when there is none', async () => {
    fetchMock.mockResolvedValue(answer(200, ''));
    await fetchTransport(request({ method: 'post' }), '');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('reads a file as a Blob, and a failure’s body as JSON even for a file', async () => {
    const file = answer(200, 'xlsx bytes');
    fetchMock.mockResolvedValueOnce(file);
    const res = await fetchTransport(request({ responseType: 'blob' }), '');
    expect(res.data).toBeInstanceOf(Blob);
    expect(file.text).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(answer(403, '{"code":"NOT.PERMITTED"}'));
    const failed = await fetchTransport(request({ responseType: 'blob' }), '');
    expect(failed).toMatchObject({ status: 403, data: { code: 'NOT.PERMITTED' } });
  });

  it('answers a failure status as it came (the client decides), with a body that is not JSON as text', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>'));
    await expect(fetchTransport(request({}), '')).resolves.toMatchObject({
      status: 502,
      data: '<html>Bad gateway</html>',
    });
  });

  it('no answer (network down, aborted, body cut) is an ApiError of status 0 with the error message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchTransport(request({}), '')).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
      message: 'Failed to fetch',
    });
    fetchMock.mockRejectedValueOnce(new DOMException('This operation was aborted', 'AbortError'));
    await expect(fetchTransport(request({}), '')).rejects.toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
    });
    const cut = answer(200, '');
    cut.text.mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValueOnce(cut);
    await expect(fetchTransport(request({}), '')).rejects.toMatchObject({
      status: 0,
      message: 'network error',
    });
  });
});
