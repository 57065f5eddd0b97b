// The runtime's preload of a page replaced by the manifest's links: the page's files are linked, and the runtime
// is left nothing to preload itself (its snapshot plugin reads the same array after the hook).
import { pagePreloadPlugin } from './page-preload-plugin.ts';

type Hook = (args: unknown) => unknown;

const MANIFEST_URL = 'https://requests.example.com/v7/mf-manifest.json';
const manifestJson = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'RequestsPage', assets: { js: { sync: ['__expose_RequestsPage.1a2b.js'] } } }],
};

const op = (nameOrAlias: string) => ({
  nameOrAlias,
  exposes: ['./RequestsPage'],
  resourceCategory: 'sync',
  share: false,
  depsRemote: false,
});

test("a resolved page's files are linked from its manifest, and the runtime's own preload is emptied", () => {
  const doc = document.implementation.createHTMLDocument('page');
  const plugin = pagePreloadPlugin(doc);
  const snapshot = plugin.loadRemoteSnapshot as unknown as Hook;
  const before = plugin.beforePreloadRemote as unknown as Hook;
  const read = { manifestJson, manifestUrl: MANIFEST_URL, moduleInfo: { name: 'mfe_requests' } };
  expect(snapshot(read)).toBe(read);

  const preloadOps = [op('mfe_requests')];
  before({ preloadOps });
  expect(preloadOps).toEqual([]);
  expect([...doc.head.querySelectorAll('link')].map((l) => [l.rel, l.as, l.href])).toEqual([
    ['preload', 'script', 'https://requests.example.com/v7/remoteEntry.js'],
    ['preload', 'script', 'https://requests.example.com/v7/__expose_RequestsPage.1a2b.js'],
  ]);
});

test('a remote whose manifest was not read gets no links and no runtime preload either', () => {
  const doc = document.implementation.createHTMLDocument('page');
  const preloadOps = [op('mfe_unknown')];
  (pagePreloadPlugin(doc).beforePreloadRemote as unknown as Hook)({ preloadOps });
  expect(preloadOps).toEqual([]);
  expect(doc.head.querySelectorAll('link')).toHaveLength(0);
});
