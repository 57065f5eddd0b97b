import { fetchWithRetry, prefetchManifest, retryPlugin } from './retry-plugin.ts';

// jsdom has no Response: the retry only reads status.
const answer = (status: number) => ({ status, ok: status < 400 }) as Response;
const ok = () => answer(200);
/** A 200 answer whose body is read once, as a Response's; clone() gives a copy of its own. */
const jsonAnswer = (body: unknown): Response => {
  let read = false;
  const json = () => {
    if (read) return Promise.reject(new TypeError('body used already'));
    read = true;
    return Promise.resolve(body);
  };
  return { status: 200, ok: true, json, clone: () => jsonAnswer(body) } as unknown as Response;
};

describe('fetchWithRetry', () => {
  it('retries network errors and 5xx answers, then returns the success', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(ok());
    global.fetch = fetchMock;
    const response = await fetchWithRetry('http://r/mf-manifest.json', {}, [0, 0]);
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(404));
    global.fetch = fetchMock;
    expect((await fetchWithRetry('http://r', {}, [0, 0])).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay with the network error', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock;
    await expect(fetchWithRetry('http://r', {}, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('prefetchManifest', () => {
  it("is the answer of the runtime's first fetch of that URL, once; other URLs and later fetches go to the network", async () => {
    const early = answer(200);
    const fetchMock = jest.fn().mockResolvedValueOnce(early).mockResolvedValue(answer(200));
    global.fetch = fetchMock;
    prefetchManifest('http://r/mf-manifest.json');
    prefetchManifest('http://r/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const runtimeFetch = retryPlugin([0]).fetch as (url: string, init: RequestInit) => Promise<Response>;
    expect(await runtimeFetch('http://r/mf-manifest.json', {})).toBe(early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await runtimeFetch('http://r/mf-manifest.json', {})).not.toBe(early);
    await runtimeFetch('http://other/mf-manifest.json', {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('hands the manifest, read from a copy, to onRead before the runtime gets the answer, body unread', async () => {
    const manifest = { metaData: { publicPath: 'auto' } };
    const early = jsonAnswer(manifest);
    global.fetch = jest.fn().mockResolvedValueOnce(early);
    const order: string[] = [];
    prefetchManifest('http://r2/mf-manifest.json', (read) => {
      expect(read).toEqual(manifest);
      order.push('onRead');
    });
    const runtimeFetch = retryPlugin([0]).fetch as (url: string, init: RequestInit) => Promise<Response>;
    const answer = await runtimeFetch('http://r2/mf-manifest.json', {});
    order.push('runtime');
    expect(order).toEqual(['onRead', 'runtime']);
    expect(answer).toBe(early);
    expect(await answer.json()).toEqual(manifest);
  });

  it('leaves a failed answer to the runtime, without onRead', async () => {
    const onRead = jest.fn();
    global.fetch = jest.fn().mockResolvedValueOnce(answer(404));
    prefetchManifest('http://r3/mf-manifest.json', onRead);
    const runtimeFetch = retryPlugin([0]).fetch as (url: string, init: RequestInit) => Promise<Response>;
    expect((await runtimeFetch('http://r3/mf-manifest.json', {})).status).toBe(404);
    expect(onRead).not.toHaveBeenCalled();
  });
});
