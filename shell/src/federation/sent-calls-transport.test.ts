import { AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api, configureApi } from '@alfie/shared/api';
import { http, scriptedAdapter, settle } from '@alfie/shared/testing/http';
import { sendPageCalls } from './page-calls-preload.ts';
import { answeringSentCalls } from './sent-calls-transport.ts';

/** The parts of a fetch Response the adapter reads (jsdom has no Response). */
const answer = (body: string, status = 200) =>
  ({ status, text: () => Promise.resolve(body), headers: new Headers() }) as unknown as Response;

const BASE = 'http://api.test';
const network = jest.fn(scriptedAdapter(async () => ({ status: 200, data: 'from the network' })));
const savedAdapter = http.defaults.adapter;

beforeEach(() => {
  network.mockClear();
  configureApi({ baseURL: BASE });
  http.defaults.adapter = answeringSentCalls(network, settle);
});
afterAll(() => {
  http.defaults.adapter = savedAdapter;
});

const withToken = { headers: { Authorization: 'Bearer tok' } };

it('answers a call sent ahead from its answer, once, and the next from the network', async () => {
  global.fetch = jest.fn().mockResolvedValue(answer('[{"id":1}]', 200));
  sendPageCalls([`${BASE}/cities?language=it`], 'tok');
  const first = await api.get('/cities', { ...withToken, params: { language: 'it' } });
  expect(first).toMatchObject({ data: [{ id: 1 }], status: 200 });
  expect(network).not.toHaveBeenCalled();
  const second = await api.get('/cities', { ...withToken, params: { language: 'it' } });
  expect(second.data).toBe('from the network');
});

it('gives a failure answer to the client, which maps it, and asks again when the call was lost', async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer('{"code":"X"}', 500))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  sendPageCalls([`${BASE}/a`, `${BASE}/b`], 'tok');
  await expect(api.get('/a', withToken)).rejects.toMatchObject({ status: 500, code: 'X' });
  await expect(api.get('/b', withToken)).resolves.toMatchObject({ data: 'from the network' });
});

it('leaves to the network what was not sent that way: another method, headers, a file or another token', async () => {
  global.fetch = jest.fn().mockImplementation(() => Promise.resolve(answer('"ahead"')));
  const asks = [
    () => api.delete('/p', withToken),
    () => api.get('/p', { headers: { Authorization: 'Bearer tok', 'X-Other': '1' } }),
    () => api.get('/p', { ...withToken, responseType: 'blob' }),
    () => api.get('/p', { headers: { Authorization: 'Bearer someone-else' } }),
  ];
  for (const ask of asks) {
    sendPageCalls([`${BASE}/p`], 'tok');
    await expect(ask()).resolves.toMatchObject({ data: 'from the network' });
  }
  expect(network).toHaveBeenCalledTimes(4);
});

it('hands the network adapter the call as the client made it', async () => {
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = answeringSentCalls(async (config) => {
    seen.push(config);
    return { status: 200, statusText: '', data: '1', headers: new AxiosHeaders(), config } as AxiosResponse;
  }, settle);
  await api.get('/q', { ...withToken, params: { a: 1 } });
  expect(seen[0]!.url).toBe('/q');
  expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
});
