// The shared-modules head start: once a remote's manifest is read, the modules the shell serves on demand that the
// page being loaded takes start loading.
import { sharedPreloadPlugin, sharesOfPage } from './shared-preload-plugin.ts';

type Hook = (args: unknown) => unknown;

const ON_DEMAND = new Set([
  '@alfie/shared/ui',
  '@alfie/shared/api/paged-query',
  '@alfie/shared/broken',
  'react-hook-form',
]);

const manifestJson = {
  shared: [
    { name: '@alfie/shared/ui' },
    { name: 'react' },
    { name: '@alfie/shared/api/paged-query' },
    { name: 'react-hook-form' },
    { name: '@alfie/shared/broken' },
  ],
  metaData: {
    exposeRequires: {
      './FormPage': ['react', 'react-hook-form', '@alfie/shared/ui', '@alfie/shared/broken'],
      './ListPage': ['react', '@alfie/shared/api/paged-query', '@alfie/shared/not-served'],
    },
  },
};

function started(loadShare: jest.Mock) {
  const plugin = sharedPreloadPlugin(loadShare, ON_DEMAND);
  const snapshot = plugin.loadRemoteSnapshot as unknown as Hook;
  const resolved = plugin.afterResolve as unknown as Hook;
  return { snapshot, resolved };
}

test("the page's modules served on demand start loading once its manifest is read; others and failures are left alone", async () => {
  const loadShare = jest.fn((name: string) =>
    name.endsWith('/broken') ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => ({})),
  );
  const { snapshot, resolved } = started(loadShare);
  const read = {
    manifestJson,
    manifestUrl: 'http://x/mf-manifest.json',
    moduleInfo: { name: 'mfe_x', entry: 'http://x/mf-manifest.json' },
    remoteSnapshot: {},
  };
  expect(snapshot(read)).toBe(read);
  expect(loadShare).not.toHaveBeenCalled();

  const form = { remote: { name: 'mfe_x' }, expose: './FormPage', id: 'mfe_x/FormPage' };
  expect(resolved(form)).toBe(form);
  expect(loadShare.mock.calls).toEqual([['react-hook-form'], ['@alfie/shared/ui'], ['@alfie/shared/broken']]);

  // A list page of the same remote: not the form libraries it does not use.
  loadShare.mockClear();
  resolved({ remote: { name: 'mfe_x' }, expose: './ListPage', id: 'mfe_x/ListPage' });
  expect(loadShare.mock.calls).toEqual([['@alfie/shared/api/paged-query']]);
  // The rejected head start is swallowed: the remote's own request for the module reports the failure.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

test('a remote built before exposeRequires: the @alfie/shared modules of its manifest, never the form libraries', () => {
  const { metaData: _ignored, ...older } = manifestJson;
  expect(sharesOfPage(older, './FormPage')).toEqual([
    '@alfie/shared/ui',
    '@alfie/shared/api/paged-query',
    '@alfie/shared/broken',
  ]);
});

test('a page of a remote whose manifest was not read (a snapshot from the global cache) loads nothing', () => {
  const loadShare = jest.fn(() => Promise.resolve(null));
  const { snapshot, resolved } = started(loadShare);
  const args = { remoteSnapshot: {}, from: 'global', moduleInfo: { name: 'mfe_y' } };
  expect(snapshot(args)).toBe(args);
  resolved({ remote: { name: 'mfe_y' }, expose: './FormPage' });
  expect(loadShare).not.toHaveBeenCalled();
});
