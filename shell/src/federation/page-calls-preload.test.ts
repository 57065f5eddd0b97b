import { SENT_CALL_FRESH_MS, pageCalls, sendPageCalls, takeSentCall } from './page-calls-preload.ts';

const lang = (language: string) => ({ language, now: 0 });
const manifest = (exposeCalls: unknown) => ({ metaData: { publicPath: 'auto', exposeCalls } });

describe('pageCalls', () => {
  const calls = {
    './NewRequestPage': ['/Customer/alfie/currentcustomer', '/system/alfie/get-cities?language={language}'],
  };

  it("is the page's declared calls under the API's base URL, with the language filled in", () => {
    expect(pageCalls(manifest(calls), 'NewRequestPage', 'http://api.test/', lang('en'))).toEqual([
      'http://api.test/Customer/alfie/currentcustomer',
      'http://api.test/system/alfie/get-cities?language=en',
    ]);
  });

  it('resolves a base URL on the page\'s origin (the deployed "/api")', () => {
    expect(
      pageCalls(manifest(calls), 'NewRequestPage', '/api', lang('it'), 'https://alfie.example/x'),
    ).toEqual([
      'https://alfie.example/api/Customer/alfie/currentcustomer',
      'https://alfie.example/api/system/alfie/get-cities?language=it',
    ]);
  });

  it('is none for another page, a manifest without calls, or anything but paths', () => {
    expect(pageCalls(manifest(calls), 'ProfilePage', 'http://api.test', lang('it'))).toEqual([]);
    expect(pageCalls({ metaData: {} }, 'NewRequestPage', 'http://api.test', lang('it'))).toEqual([]);
    expect(pageCalls(null, 'NewRequestPage', 'http://api.test', lang('it'))).toEqual([]);
    expect(
      pageCalls(manifest({ './NewRequestPage': 'x' }), 'NewRequestPage', 'http://a.test', lang('it')),
    ).toEqual([]);
    expect(
      pageCalls(
        manifest({ './NewRequestPage': [7, '//evil.test/x', 'relative', '/ok', '/x?type={type}'] }),
        'NewRequestPage',
        'http://api.test',
        lang('it'),
      ),
    ).toEqual(['http://api.test/ok']);
  });

  it("fills the route's props and the hour", () => {
    const board = { './RequestsPage': ['/list?type={type}', '/board?from={hour}'] };
    const values = { language: 'it', props: { type: 'consumer' }, now: Date.parse('2026-11-27T19:42:00Z') };
    expect(pageCalls(manifest(board), 'RequestsPage', 'http://api.test', values)).toEqual([
      'http://api.test/list?type=consumer',
      'http://api.test/board?from=2026-11-27T19%3A00%3A00.000Z',
    ]);
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

  it('sends a public call without the token, as the client sends it, and hands it over to a call without one', async () => {
    const cities = 'http://api.test/system/alfie/get-cities?language=it';
    sendPageCalls([cities, 'http://api.test/d'], 'tok', 1000);
    expect(global.fetch).toHaveBeenCalledWith(cities, {});
    expect(global.fetch).toHaveBeenCalledWith('http://api.test/d', {
      headers: { Authorization: 'Bearer tok' },
    });
    await expect(takeSentCall(cities, null, 1000)).resolves.toBe(answer);
    sendPageCalls([cities], 'tok', 1000);
    expect(takeSentCall(cities, 'Bearer tok', 1000)).toBeUndefined();
  });

  it('hands nothing over for another token or once the answer is stale', () => {
    sendPageCalls(['http://api.test/b', 'http://api.test/c'], 'tok', 1000);
    expect(takeSentCall('http://api.test/b', 'Bearer other', 1000)).toBeUndefined();
    expect(takeSentCall('http://api.test/b', 'Bearer tok', 1000)).toBeUndefined();
    expect(takeSentCall('http://api.test/c', 'Bearer tok', 1001 + SENT_CALL_FRESH_MS)).toBeUndefined();
    expect(takeSentCall('http://api.test/never', 'Bearer tok', 1000)).toBeUndefined();
  });
});
