import { fakeJwt } from '@alfie/shared/testing/jwt';
import { waitFor } from '@testing-library/react';
import { pageToPreload, prefetchCurrentPage } from './route-preload.ts';

// What the one-bundle comparison build writes in place of the product's empty table.
jest.mock('../federation/built-in-first-calls.ts', () => ({
  builtInFirstCalls: { mfe_requests: { './RequestsPage': ['/list?type={type}'] } },
}));

const valid = fakeJwt(3600);
const page = (pathname: string, token: string | null, role: string | null) => {
  const route = pageToPreload(pathname, { token, role });
  return route && `${route.remote}/${route.module}`;
};

it('is the remote page of the address, for a session that may see it', () => {
  expect(page('/richieste', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/pricing', valid, 'operator-admin')).toBe('mfe_pricing/PricingPage');
  expect(page('/landing-richiesta', valid, 'customer')).toBe('mfe_customer/NewRequestPage');
});

it('matches the path as the router does: any case, with or without a trailing slash', () => {
  expect(page('/Richieste/', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/NUOVI-pa', valid, 'operator-recruiter')).toBe('mfe_recruiting/ApplicantsPage');
});

it("is the role's landing at /, where the home route sends a valid session", () => {
  expect(page('/', valid, 'operator-user')).toBe('mfe_requests/RequestsPage');
  expect(page('/', valid, 'customer')).toBe('mfe_customer/NewRequestPage');
});

it('is nothing where the guard would send the visitor away or the page is not a remote one', () => {
  expect(page('/richieste', null, null)).toBeUndefined();
  expect(page('/', null, null)).toBeUndefined();
  expect(page('/richieste', fakeJwt(-60), 'operator-user')).toBeUndefined();
  expect(page('/richieste', valid, 'customer')).toBeUndefined();
  expect(page('/richieste', valid, 'someone')).toBeUndefined();
  expect(page('/richieste', fakeJwt(3600, Date.now(), { tfa: 'enrol' }), 'operator-user')).toBeUndefined();
  expect(page('/signup', valid, 'operator-user')).toBeUndefined();
  expect(page('/no-such-page', valid, 'operator-user')).toBeUndefined();
});

describe('prefetchCurrentPage', () => {
  const manifestUrl = 'http://requests.test/mf-manifest.json';
  const config = {
    apiBaseUrl: 'http://api.test',
    remotes: { mfe_requests: manifestUrl },
    paypalClientId: '',
    paypalSdkUrl: '',
  };
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'RequestsPage', assets: { js: { sync: ['__expose_RequestsPage.js'] } } }],
  };
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => (l as HTMLLinkElement).href);

  beforeEach(() => document.head.replaceChildren());

  it("asks for the page's manifest once config.json names its remote, then preloads the page's files", async () => {
    const body = { status: 200, ok: true, json: () => Promise.resolve(manifest) };
    const fetchMock = jest.fn().mockResolvedValue({ ...body, clone: () => body });
    global.fetch = fetchMock;
    prefetchCurrentPage('/richieste', { token: valid, role: 'operator-user' }, Promise.resolve(config));
    await waitFor(() => expect(preloaded()).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl, expect.anything());
    expect(preloaded()).toEqual([
      'http://requests.test/remoteEntry.js',
      'http://requests.test/__expose_RequestsPage.js',
    ]);
  });

  it('asks for nothing where the guard would send the visitor away, or config.json fails', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    prefetchCurrentPage('/richieste', { token: null, role: null }, Promise.resolve(config));
    prefetchCurrentPage(
      '/pricing',
      { token: valid, role: 'operator-admin' },
      Promise.reject(new Error('offline')),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it('sends the first calls the manifest declares for the page, in the stored locale, with the stored token', async () => {
    const withCalls = {
      ...manifest,
      metaData: { ...manifest.metaData, exposeCalls: { './RequestsPage': ['/cities?language={language}'] } },
    };
    const body = { status: 200, ok: true, json: () => Promise.resolve(withCalls) };
    const fetchMock = jest.fn().mockResolvedValue({ ...body, clone: () => body });
    global.fetch = fetchMock;
    // Another manifest address: the one above was fetched once for the whole page.
    const remotes = { mfe_requests: 'http://requests-2.test/mf-manifest.json' };
    prefetchCurrentPage(
      '/richieste',
      { token: valid, role: 'operator-user', locale: 'fr' },
      Promise.resolve({ ...config, remotes }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenLastCalledWith('http://api.test/cities?language=fr', {
      headers: { Authorization: `Bearer ${valid}` },
    });
  });

  it('sends the calls the build knows of when config.json names no remote (the one-bundle build)', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ status: 200 });
    global.fetch = fetchMock;
    prefetchCurrentPage(
      '/richieste',
      { token: valid, role: 'operator-user' },
      Promise.resolve({ ...config, remotes: {} }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/list?type=business', {
      headers: { Authorization: `Bearer ${valid}` },
    });
    expect(preloaded()).toEqual([]);
  });
});
