// The client's axios instance is a chunk of its own, loaded by the first call: what the shell sets up on it runs
// before that call goes out, and a failed download is an ApiError the next call tries again.
import type * as ClientModule from './client.ts';
import type * as HttpModule from './http.ts';
import type { Script } from './scripted-adapter.ts';

type Client = typeof ClientModule;
type Http = typeof HttpModule;

const ok: Script = async () => ({ status: 200, data: { ok: true }, headers: new Headers() });

function fresh(): { client: Client; http: () => Http } {
  let client!: Client;
  jest.isolateModules(() => {
    client = jest.requireActual('./client.ts');
  });
  return { client, http: () => jest.requireActual('./http.ts') };
}

/** A set-up that answers every call, noting in `order` when it ran and each call it answered. */
function recordingSetup(order: string[]): (http: Http) => void {
  return ({ http, scriptedAdapter }) => {
    order.push('setup');
    http.defaults.adapter = scriptedAdapter(async (request, baseURL) => {
      order.push(`call ${request.url}`);
      return ok(request, baseURL);
    });
  };
}

afterEach(() => jest.dontMock('./http.ts'));

test('the first call loads the instance and runs the set-ups on it first, once', async () => {
  const { client } = fresh();
  const order: string[] = [];
  client.beforeFirstCall(recordingSetup(order));
  expect(order).toEqual([]);
  await expect(client.api.get('/one')).resolves.toMatchObject({ status: 200, data: { ok: true } });
  await client.api.get('/two');
  expect(order).toEqual(['setup', 'call /one', 'call /two']);
});

test('a set-up registered once the instance is loaded runs at once, before the next call', async () => {
  const { client } = fresh();
  await client.loadHttp();
  const order: string[] = [];
  client.beforeFirstCall(recordingSetup(order));
  expect(order).toEqual(['setup']);
  await client.api.get('/late');
  expect(order).toEqual(['setup', 'call /late']);
});

test('a download that fails answers as an unreachable server, and the next call loads again', async () => {
  let attempts = 0;
  jest.doMock('./http.ts', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Loading chunk api-http failed');
    const http = jest.requireActual<Http>('./http.ts');
    http.http.defaults.adapter = http.scriptedAdapter(ok);
    return http;
  });
  const { client } = fresh();
  await expect(client.api.get('/x')).rejects.toMatchObject({ status: 0, messageKey: 'SEND.FAILED' });
  await expect(client.api.get('/x')).resolves.toMatchObject({ status: 200 });
  expect(attempts).toBe(2);
});
