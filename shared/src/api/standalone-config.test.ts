import { readStandaloneConfig } from './standalone-config.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(response: Partial<Response> | Error): jest.Mock {
  const mock = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

test('reads the origin’s config.json without the cache', async () => {
  const fetchMock = answer({
    ok: true,
    json: async () => ({
      apiBaseUrl: 'https://api.example',
      paypalClientId: 'id',
      paypalSdkUrl: 'https://sdk',
    }),
  });
  await expect(readStandaloneConfig()).resolves.toEqual({
    apiBaseUrl: 'https://api.example',
    paypalClientId: 'id',
    paypalSdkUrl: 'https://sdk',
  });
  expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
});

test('fills what the file leaves out', async () => {
  answer({ ok: true, json: async () => ({ paypalClientId: 'id' }) });
  await expect(readStandaloneConfig()).resolves.toEqual({
    apiBaseUrl: 'http://localhost:4000',
    paypalClientId: 'id',
    paypalSdkUrl: '',
  });
});

test.each([
  ['a 404', { ok: false, json: async () => ({ apiBaseUrl: 'https://ignored' }) }],
  ['a network failure', new Error('offline')],
  [
    'a body that is not JSON',
    { ok: true, json: async (): Promise<unknown> => Promise.reject(new SyntaxError('bad')) },
  ],
  ['a null body', { ok: true, json: async (): Promise<unknown> => null }],
] as const)('falls back to the local API on %s', async (_case, response) => {
  answer(response as Partial<Response> | Error);
  await expect(readStandaloneConfig()).resolves.toEqual({
    apiBaseUrl: 'http://localhost:4000',
    paypalClientId: '',
    paypalSdkUrl: '',
  });
});
