import type { ApiRequest, Transport } from '@alfie/shared/api';
import { sendPageCalls } from './page-calls-preload.ts';
import { answeringSentCalls } from './sent-calls-transport.ts';

/** The parts of a fetch Response the transport reads (jsdom has no Response). */
const answer = (body: string, status = 200) =>
  ({ status, text: () => Promise.resolve(body), headers: new Headers() }) as unknown as Response;

const BASE = 'http://api.test';
const get = (url: string, extra: Partial<ApiRequest> = {}): ApiRequest => ({
  method: 'get',
  url,
  headers: new Headers({ Authorization: 'Bearer tok' }),
  ...extra,
});
const network: jest.MockedFunction<Transport> = jest.fn();

beforeEach(() => {
  network.mockReset();
  network.mockResolvedValue({ data: 'from the network', status: 200, headers: new Headers() });
});

it('answers a call sent ahead from its answer, once, and the next from the network', async () => {
  global.fetch = jest.fn().mockResolvedValue(answer('[{"id":1}]', 200));
  sendPageCalls([`${BASE}/cities?language=it`], 'tok');
  const transport = answeringSentCalls(network);
  const first = await transport(get('/cities', { params: { language: 'it' } }), BASE);
  expect(first).toMatchObject({ data: [{ id: 1 }], status: 200 });
  expect(network).not.toHaveBeenCalled();
  const second = await transport(get('/cities', { params: { language: 'it' } }), BASE);
  expect(second.data).toBe('from the network');
});

it('gives a failure answer as it came (the client maps it), and asks again when the call was lost', async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer('{"code":"X"}', 500))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  sendPageCalls([`${BASE}/a`, `${BASE}/b`], 'tok');
  const transport = answeringSentCalls(network);
  await expect(transport(get('/a'), BASE)).resolves.toMatchObject({ status: 500, data: { code: 'X' } });
  await expect(transport(get('/b'), BASE)).resolves.toMatchObject({ data: 'from the network' });
});

it('leaves to the network what was not sent that way: another method, headers, a file or another token', async () => {
  global.fetch = jest.fn().mockImplementation(() => Promise.resolve(answer('"ahead"')));
  const transport = answeringSentCalls(network);
  for (const request of [
    get('/p', { method: 'delete' }),
    get('/p', { headers: new Headers({ Authorization: 'Bearer tok', 'X-Other': '1' }) }),
    get('/p', { responseType: 'blob' }),
    get('/p', { headers: new Headers({ Authorization: 'Bearer someone-else' }) }),
  ]) {
    sendPageCalls([`${BASE}/p`], 'tok');
    await expect(transport(request, BASE)).resolves.toMatchObject({ data: 'from the network' });
  }
  expect(network).toHaveBeenCalledTimes(4);
});
