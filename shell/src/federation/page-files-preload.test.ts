import { pageFiles, preloadPageFiles } from './page-files-preload.ts';

const MANIFEST_URL = 'https://requests.example.com/v7/mf-manifest.json';

/** The parts of a remote's mf-manifest.json the build writes (tooling/webpack/federated-app.mjs). */
const manifest = (metaData: Record<string, unknown>) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
  exposes: [
    {
      name: 'RequestsPage',
      path: './RequestsPage',
      assets: { js: { sync: ['__expose_RequestsPage.1a2b.js'], async: ['223.js'] } },
    },
    {
      name: 'AssignmentPage',
      path: './AssignmentPage',
      assets: { js: { sync: ['__expose_AssignmentPage.3c4d.js'], async: [] } },
    },
  ],
});

describe('pageFiles', () => {
  it("is the remote's entry and the page's own chunks, in the manifest's folder when its publicPath is auto", () => {
    expect(pageFiles(MANIFEST_URL, manifest({ publicPath: 'auto' }), 'RequestsPage')).toEqual([
      'https://requests.example.com/v7/remoteEntry.js',
      'https://requests.example.com/v7/__expose_RequestsPage.1a2b.js',
    ]);
  });

  it('reads a publicPath as the page does, and joins the entry to its path as the runtime does', () => {
    const cdn = {
      publicPath: 'https://cdn.example.com/requests/',
      remoteEntry: { name: 'remoteEntry.js', path: './js/' },
    };
    expect(pageFiles(MANIFEST_URL, manifest(cdn), 'AssignmentPage')).toEqual([
      'https://cdn.example.com/requests/js/remoteEntry.js',
      'https://cdn.example.com/requests/__expose_AssignmentPage.3c4d.js',
    ]);
    expect(
      pageFiles(
        MANIFEST_URL,
        manifest({ publicPath: '/mfe-requests/' }),
        'AssignmentPage',
        'https://alfie.example.com/richieste',
      ),
    ).toEqual([
      'https://alfie.example.com/mfe-requests/remoteEntry.js',
      'https://alfie.example.com/mfe-requests/__expose_AssignmentPage.3c4d.js',
    ]);
  });

  it("reads a manifest named by its path on the page's origin (config.json as deploy/ renders it) from that origin", () => {
    expect(
      pageFiles(
        '/mfe-requests/1.1.4/mf-manifest.json',
        manifest({ publicPath: 'auto' }),
        'RequestsPage',
        'https://alfie.example.com/richieste',
      ),
    ).toEqual([
      'https://alfie.example.com/mfe-requests/1.1.4/remoteEntry.js',
      'https://alfie.example.com/mfe-requests/1.1.4/__expose_RequestsPage.1a2b.js',
    ]);
  });

  it('is nothing where only the runtime can tell (a getPublicPath function, a manifest it cannot read)', () => {
    expect(
      pageFiles(
        MANIFEST_URL,
        { ...manifest({}), metaData: { getPublicPath: 'return "/x/"' } },
        'RequestsPage',
      ),
    ).toEqual([]);
    expect(pageFiles(MANIFEST_URL, null, 'RequestsPage')).toEqual([]);
    expect(pageFiles(MANIFEST_URL, 'not a manifest', 'RequestsPage')).toEqual([]);
    // A page the manifest does not list: its entry still is the remote's.
    expect(pageFiles(MANIFEST_URL, manifest({ publicPath: 'auto' }), 'NoSuchPage')).toEqual([
      'https://requests.example.com/v7/remoteEntry.js',
    ]);
  });
});

it('preloads each file as a script, in the no-cors mode of the script tags that will run it', () => {
  preloadPageFiles(MANIFEST_URL, manifest({ publicPath: 'auto' }), 'RequestsPage');
  const links = [...document.head.querySelectorAll('link')];
  expect(links.map((l) => [l.rel, l.as, l.href, l.crossOrigin])).toEqual([
    ['preload', 'script', 'https://requests.example.com/v7/remoteEntry.js', null],
    ['preload', 'script', 'https://requests.example.com/v7/__expose_RequestsPage.1a2b.js', null],
  ]);
});

it('links a file once: not again when it is already preloaded or scripted', () => {
  document.head.innerHTML = '';
  const script = document.createElement('script');
  script.src = 'https://requests.example.com/v7/remoteEntry.js';
  document.head.appendChild(script);
  preloadPageFiles(MANIFEST_URL, manifest({ publicPath: 'auto' }), 'RequestsPage');
  preloadPageFiles(MANIFEST_URL, manifest({ publicPath: 'auto' }), 'RequestsPage');
  expect([...document.head.querySelectorAll('link')].map((l) => l.href)).toEqual([
    'https://requests.example.com/v7/__expose_RequestsPage.1a2b.js',
  ]);
});
