// The service worker's cache rules: the shell's and the PA remote's files, never the API's answers (on its own
// origin or under the shell's), never another remote's; old versions dropped, no one else's caches.
import { cacheName, keeps, scopeOf, staleCaches } from './cache-rules.ts';

const SPLIT = scopeOf(
  {
    apiBaseUrl: 'http://localhost:4000',
    remotes: {
      mfe_pa: 'http://localhost:3007/mf-manifest.json',
      mfe_requests: 'http://localhost:3001/mf-manifest.json',
    },
  },
  'http://localhost:3000',
);
// The production layout: one origin, the API and the remotes under paths of it.
const ONE_ORIGIN = scopeOf(
  {
    apiBaseUrl: '/api',
    remotes: { mfe_pa: '/mfe-pa/mf-manifest.json', mfe_requests: '/mfe-requests/mf-manifest.json' },
  },
  'https://alfie.example',
);
const get = (url: string) => ({ method: 'GET', url });

it("keeps the shell's and the PA remote's files", () => {
  for (const url of [
    'http://localhost:3000/pa-assignments',
    'http://localhost:3000/main.js',
    'http://localhost:3000/config.json',
    'http://localhost:3007/mf-manifest.json',
    'http://localhost:3007/__federation_expose_AssignmentsPage.abc123.js',
  ])
    expect(keeps(get(url), SPLIT)).toBe(true);
  expect(keeps(get('https://alfie.example/mfe-pa/remoteEntry.js'), ONE_ORIGIN)).toBe(true);
  expect(keeps(get('https://alfie.example/main.js'), ONE_ORIGIN)).toBe(true);
});

it("never keeps the API's answers, another remote's files, other sites or anything but GET", () => {
  for (const url of [
    'http://localhost:4000/pa/alfie/assignments?period=upcoming',
    'http://localhost:4000/Request/alfie/request-detail?id=1',
    'http://localhost:3001/remoteEntry.js',
    'https://www.paypal.com/sdk/js',
  ])
    expect(keeps(get(url), SPLIT)).toBe(false);
  for (const url of [
    'https://alfie.example/api/pa/alfie/assignments',
    'https://alfie.example/api',
    'https://alfie.example/mfe-requests/remoteEntry.js',
  ])
    expect(keeps(get(url), ONE_ORIGIN)).toBe(false);
  expect(keeps({ method: 'POST', url: 'http://localhost:3000/main.js' }, SPLIT)).toBe(false);
});

it('without the PA remote in the config keeps only the shell', () => {
  const scope = scopeOf({ apiBaseUrl: 'http://localhost:4000' }, 'http://localhost:3000');
  expect(scope.pa).toBeNull();
  expect(keeps(get('http://localhost:3007/remoteEntry.js'), scope)).toBe(false);
  expect(keeps(get('http://localhost:3000/main.js'), scope)).toBe(true);
});

it('drops the older versions of its cache on activation, and no other cache', () => {
  const current = cacheName('alfie-pa-', 'b2');
  expect(staleCaches(['alfie-pa-a1', current, 'other-app', 'alfie-pa-'], 'alfie-pa-', current)).toEqual([
    'alfie-pa-a1',
    'alfie-pa-',
  ]);
});
