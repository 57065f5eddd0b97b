import { clearQueryCache } from '@alfie/shared/api';
import { firstCallsAgainstDeclared, scriptApi } from '@alfie/shared/testing/script-api';
import { preload as preloadApplicants } from './applicants-page.tsx';
import { preload as preloadCompanies } from './companies-page.tsx';
import firstCalls from './first-calls.json';

// The shell sends a page's declared first calls before the page's code is here, and the page takes their answers
// only where it asks the same address: a call missing here would go twice, one too many would go for nothing.
describe.each([
  ['./ApplicantsPage', preloadApplicants],
  ['./CompaniesPage', preloadCompanies],
] as const)('%s', (page, preload) => {
  afterEach(() => clearQueryCache());

  test('asks for exactly the calls its manifest declares', async () => {
    const calls = scriptApi(() => [200, []]);
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { asked, declared } = firstCallsAgainstDeclared(calls, firstCalls[page], {
      language: 'it',
      now: Date.now(),
    });
    expect(asked).toHaveLength(2);
    expect(asked).toEqual(declared);
  });
});
