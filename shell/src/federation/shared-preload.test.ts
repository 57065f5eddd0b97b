// The shared-modules head start: once a remote's manifest is read, the modules the shell serves on demand that the
// page being loaded takes start loading.
import type { ProvidedModule, ShareScope } from 'virtual:alfie-federation-host';
import { preloadShares, sharesOfPage } from './shared-preload.ts';

const manifest = {
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

const provided = (
  get: ProvidedModule['get'],
  more: Partial<ProvidedModule> = {},
): Record<string, ProvidedModule> => ({
  '1.0.0': { get, version: '1.0.0', from: 'shell', eager: false, ...more },
});

function scopeOf() {
  const loader = () => jest.fn(() => Promise.resolve(() => ({})));
  const scope = {
    react: provided(
      jest.fn(() => () => ({})),
      { loaded: 1 },
    ),
    'react-hook-form': provided(loader()),
    '@alfie/shared/ui': provided(loader()),
    '@alfie/shared/api/paged-query': provided(loader()),
    '@alfie/shared/broken': provided(jest.fn(() => Promise.reject(new Error('chunk failed')))),
  } satisfies ShareScope;
  const getOf = (name: keyof typeof scope) => scope[name]['1.0.0']?.get as jest.Mock;
  return { scope, getOf };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the page's modules served on demand start loading; loaded ones, other pages' and failures are left alone", async () => {
  const { scope, getOf } = scopeOf();
  preloadShares(manifest, './FormPage', scope);
  await settle();
  expect(getOf('react-hook-form')).toHaveBeenCalledTimes(1);
  expect(getOf('@alfie/shared/ui')).toHaveBeenCalledTimes(1);
  // Rejected, and swallowed: the remote's own request for the module reports the failure.
  expect(getOf('@alfie/shared/broken')).toHaveBeenCalledTimes(1);
  expect(getOf('react')).not.toHaveBeenCalled();
  expect(getOf('@alfie/shared/api/paged-query')).not.toHaveBeenCalled();

  // A list page: not the form libraries it does not use.
  const other = scopeOf();
  preloadShares(manifest, './ListPage', other.scope);
  await settle();
  expect(other.getOf('@alfie/shared/api/paged-query')).toHaveBeenCalledTimes(1);
  expect(other.getOf('react-hook-form')).not.toHaveBeenCalled();
});

test("a version a remote registered is not the shell's to start", async () => {
  const { scope, getOf } = scopeOf();
  scope['react-hook-form'] = provided(getOf('react-hook-form'), { from: 'mfe_x' });
  preloadShares(manifest, './FormPage', scope);
  await settle();
  expect(getOf('react-hook-form')).not.toHaveBeenCalled();
});

test('a remote built before exposeRequires: the @alfie/shared modules of its manifest, never the form libraries', () => {
  const { metaData: _ignored, ...older } = manifest;
  expect(sharesOfPage(older, './FormPage')).toEqual([
    '@alfie/shared/ui',
    '@alfie/shared/api/paged-query',
    '@alfie/shared/broken',
  ]);
});
