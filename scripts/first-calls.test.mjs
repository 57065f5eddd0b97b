// A remote's declared first calls (federatedApp's `firstCalls`), which the shell sends with the session's token
// before the page's code is here: only pages the remote exposes, only paths under the API's base URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFirstCalls } from '../tooling/webpack/federated-app.mjs';
import customerConfig from '../mfe-customer/webpack.config.mjs';

const exposes = { './NewRequestPage': './src/pages/new-request-page.tsx' };

test('a page the remote exposes may declare paths under the API', () => {
  assert.doesNotThrow(() =>
    checkFirstCalls(
      { './NewRequestPage': ['/request/alfie/price-rules', '/x?language={language}'] },
      exposes,
    ),
  );
  assert.equal(typeof customerConfig, 'function');
});

test('a page not exposed, or a call that could leave the API, stops the build', () => {
  assert.throws(() => checkFirstCalls({ './Other': ['/a'] }, exposes), /not exposed/);
  for (const call of ['//evil.example/a', 'https://evil.example/a', 'relative', '/a/../../b', 7])
    assert.throws(() => checkFirstCalls({ './NewRequestPage': [call] }, exposes), /not a path/, String(call));
});
