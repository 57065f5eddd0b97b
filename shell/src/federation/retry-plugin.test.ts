import { fetchWithRetry, prefetchManifest, retryPlugin } from './retry-plugin.ts';

// jsdom has no Response: the retry only reads status.
const answer = (status: number) => ({ status, ok: status < 400 }) as Response;
const ok = () => answer(200);

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
});
