import { clearQueryCache } from '@alfie/shared/api';
import { changeLocale } from '@alfie/shared/i18n';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { formApi } from '../new-request/fixtures.ts';
import firstCalls from './first-calls.json';
import { preload as preloadNewRequest } from './new-request-page.tsx';

/** A call as the shell sends it ahead: the path with its query string. */
const sent = ({ url, params = {} }: Call) => {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]])),
  ).toString();
  return query ? `${url}?${query}` : url;
};

// The shell sends a page's declared first calls before the page's code is here, and the page takes their answers
// only where it asks the same address: a call missing here would go twice, one too many would go for nothing.
describe.each(['it', 'en', 'fr'])('the new request form opened in %s', (locale) => {
  afterEach(() => clearQueryCache());

  test('asks for exactly the calls its manifest declares', async () => {
    await changeLocale(locale);
    const calls = scriptApi(formApi());
    preloadNewRequest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.method)).toEqual(['get', 'get', 'get']);
    expect(calls.map(sent).sort()).toEqual(
      firstCalls['./NewRequestPage'].map((c) => c.replace('{language}', locale)).sort(),
    );
  });
});
