import { SENT_CALL_FRESH_MS, pageCalls, sendPageCalls, takeSentCall } from './page-calls-preload.ts';

const manifest = (exposeCalls: unknown) => ({ metaData: { publicPath: 'auto', exposeCalls } });

describe('pageCalls', () => {
  const calls = {
    './NewRequestPage': ['/Customer/alfie/currentcustomer', '/system/alfie/get-cities?language={language}'],
  };

  it("is the page's declared calls under the API's base URL, with the language filled in", () => {
    expect(pageCalls(manifest(calls), 'NewRequestPage', 'http://api.test/', 'en')).toEqual([
      'http://api.test/Customer/alfie/currentcustomer',
      'http://api.test/system/alfie/get-cities?language=en',
    ]);
  });

  it('resolves a base URL on the page\'s origin (the deployed "/api")', () => {
    expect(pageCalls(manifest(calls), 'NewRequestPage', '/api', 'it', 'https://alfie.example/x')).toEqual([
      'https://alfie.example/api/Customer/alfie/currentcustomer',
      'https://alfie.example/api/system/alfie/get-cities?language=it',
    ]);
  });

  it('is none for another page, a manifest without calls, or anything but paths', () => {
    expect(pageCalls(manifest(calls), 'ProfilePage', 'http://api.test', 'it')).toEqual([]);
    expect(pageCalls({ metaData: {} }, 'NewRequestPage', 'http://api.test', 'it')).toEqual([]);
    expect(pageCalls(null, 'NewRequestPage', 'http://api.test', 'it')).toEqual([]);
    expect(pageCalls(manifest({ './NewRequestPage': 'x' }), 'NewRequestPage', 'http://a.test', 'it')).toEqual(
      [],
    );
    expect(
      pageCalls(
        manifest({ './NewRequestPage': [7, '//evil.test/x', 'relative', '/ok'] }),
        'NewRequestPage',
        'http://api.test',
        'it',
      ),
    ).toEqual(['http://api.test/ok']);
  });
});

describe('sendPageCalls and takeSentCall', () => {
  const answer = { status: 200 } as Response;
  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue(answer);
  });

  it('sends each call once with the bearer token, and hands its answer over once', async () => {
    sendPageCalls(['http://api.test/a', 'http://api.test/a'], 'tok', 1000);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('http://api.test/a', {
      headers: { Authorization: 'Bearer tok' },
    });
    await expect(takeSentCall('http://api.test/a', 'Bearer tok', 1000)).resolves.toBe(answer);
    expect(takeSentCall('http://api.test/a', 'Bearer tok', 1000)).toBeUndefined();
  });

  it('hands nothing over for another token or once the answer is stale', () => {
    sendPageCalls(['http://api.test/b', 'http://api.test/c'], 'tok', 1000);
    expect(takeSentCall('http://api.test/b', 'Bearer other', 1000)).toBeUndefined();
    expect(takeSentCall('http://api.test/b', 'Bearer tok', 1000)).toBeUndefined();
    expect(takeSentCall('http://api.test/c', 'Bearer tok', 1001 + SENT_CALL_FRESH_MS)).toBeUndefined();
    expect(takeSentCall('http://api.test/never', 'Bearer tok', 1000)).toBeUndefined();
  });
});
