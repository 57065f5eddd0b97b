import { clearQueryCache } from '@alfie/shared/api';
import { changeLocale } from '@alfie/shared/i18n';
import { firstCallsAgainstDeclared, scriptApi } from '@alfie/shared/testing/script-api';
import { formApi } from '../new-request/fixtures.ts';
import firstCalls from './first-calls.json';
import { preload as preloadNewRequest } from './new-request-page.tsx';

// The shell sends a page's declared first calls before the page's code is here, and the page takes their answers
// only where it asks the same address: a call missing here would go twice, one too many would go for nothing.
describe.each(['it', 'en', 'fr'])('the new request form opened in %s', (language) => {
  afterEach(() => clearQueryCache());

  test('asks for exactly the calls its manifest declares', async () => {
    await changeLocale(language);
    const calls = scriptApi(formApi());
    preloadNewRequest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { asked, declared } = firstCallsAgainstDeclared(calls, firstCalls['./NewRequestPage'], {
      language,
      now: Date.now(),
    });
    expect(asked).toHaveLength(3);
    expect(asked).toEqual(declared);
  });
});
