import { clearQueryCache } from '@alfie/shared/api';
import { firstCallsAgainstDeclared, scriptApi } from '@alfie/shared/testing/script-api';
import firstCalls from './first-calls.json';
import { preload } from './open-requests-page.tsx';

// The shell sends a page's declared first calls before the page's code is here, and the page takes their answers
// only where it asks the same address: a call missing here would go twice, one too many would go for nothing.
describe("the PA's open requests", () => {
  afterEach(() => clearQueryCache());

  test('ask for exactly the calls the manifest declares', async () => {
    const calls = scriptApi(() => [200, [], { 'x-total-count': '0' }]);
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { asked, declared } = firstCallsAgainstDeclared(calls, firstCalls['./OpenRequestsPage'], {
      language: 'it',
      now: Date.now(),
    });
    expect(asked).toHaveLength(1);
    expect(asked).toEqual(declared);
  });
});
