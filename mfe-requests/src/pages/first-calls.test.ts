import { clearQueryCache, loadHttp } from '@alfie/shared/api';
import { firstCallsAgainstDeclared, scriptApi } from '@alfie/shared/testing/script-api';
import { boardOf } from '../dispatch/board-test-data.ts';
import firstCalls from './first-calls.json';
import { preload } from './requests-page.tsx';

// The shell sends a page's declared first calls before the page's code is here, with the route's props (the
// dashboard's type) and the current hour; the page takes their answers only where it asks the same address.
describe.each(['business', 'consumer'] as const)('the %s dashboard', (type) => {
  afterEach(() => {
    clearQueryCache();
    jest.useRealTimers();
  });

  test.each(['2026-11-27T19:42:10.500Z', '2026-11-27T23:59:59.999Z'])(
    'asks at %s for exactly the calls its manifest declares',
    async (at) => {
      // The client's instance is a chunk its first call loads (shared/src/api/http.ts); loaded, a call goes at once.
      await loadHttp();
      jest.useFakeTimers({ now: Date.parse(at), doNotFake: ['setTimeout', 'queueMicrotask'] });
      const calls = scriptApi((call) => (call.url.includes('dispatch-board') ? [200, boardOf()] : [200, []]));
      preload({ type });
      const { asked, declared } = firstCallsAgainstDeclared(calls, firstCalls['./RequestsPage'], {
        language: 'it',
        props: { type },
        now: Date.now(),
      });
      expect(asked).toHaveLength(2);
      expect(asked).toEqual(declared);
    },
  );
});
