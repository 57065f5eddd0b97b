import { fetchWithRetry, prefetchManifest, readManifest } from './manifest-fetch.ts';

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

describe('readManifest', () => {
  it('reads the manifest, and fails on a 4xx without retrying it', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(jsonAnswer({ name: 'mfe_x' }))
      .mockResolvedValue(answer(404));
    expect(await readManifest('http://r0/mf-manifest.json', [0])).toEqual({ name: 'mfe_x' });
    await expect(readManifest('http://r0/mf-manifest.json', [0])).rejects.toThrow('answered 404');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchManifest', () => {
  it('is the answer of the first read of that URL, once; other URLs and later reads go to the network', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(jsonAnswer({ early: true }))
      .mockImplementation(() => Promise.resolve(jsonAnswer({ early: false })));
    global.fetch = fetchMock;
    prefetchManifest('http://r/mf-manifest.json');
    prefetchManifest('http://r/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(await readManifest('http://r/mf-manifest.json', [0])).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await readManifest('http://r/mf-manifest.json', [0])).toEqual({ early: false });
    await readManifest('http://other/mf-manifest.json', [0]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('hands the manifest, read from a copy, to onRead before the shell reads it', async () => {
    const manifest = { metaData: { publicPath: 'auto' } };
    global.fetch = jest.fn().mockResolvedValueOnce(jsonAnswer(manifest));
    const order: string[] = [];
    prefetchManifest('http://r2/mf-manifest.json', (read) => {
      expect(read).toEqual(manifest);
      order.push('onRead');
    });
    expect(await readManifest('http://r2/mf-manifest.json', [0])).toEqual(manifest);
    order.push('shell');
    expect(order).toEqual(['onRead', 'shell']);
  });

  it('leaves a failed answer to the read, without onRead', async () => {
    const onRead = jest.fn();
    global.fetch = jest.fn().mockResolvedValueOnce(answer(404));
    prefetchManifest('http://r3/mf-manifest.json', onRead);
    await expect(readManifest('http://r3/mf-manifest.json', [0])).rejects.toThrow('answered 404');
    expect(onRead).not.toHaveBeenCalled();
  });
});
