// The shared-modules head start: on a remote's manifest, the modules the shell serves on demand that it lists start
// loading.
import { sharedPreloadPlugin } from './shared-preload-plugin.ts';

type Hook = (args: unknown) => unknown;

const ON_DEMAND = new Set([
  '@alfie/shared/ui',
  '@alfie/shared/api/paged-query',
  '@alfie/shared/broken',
  'react-hook-form',
]);

test("a manifest's modules served on demand start loading at once; others and failures are left alone", async () => {
  const loadShare = jest.fn((name: string) =>
    name.endsWith('/broken') ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => ({})),
  );
  const hook = sharedPreloadPlugin(loadShare, ON_DEMAND).loadRemoteSnapshot as unknown as Hook;
  const args = {
    manifestJson: {
      shared: [
        { name: '@alfie/shared/ui' },
        { name: 'react' },
        { name: '@alfie/shared/api/paged-query' },
        { name: 'react-hook-form' },
        { name: '@alfie/shared/not-served' },
        { name: '@alfie/shared/broken' },
      ],
    },
    remoteSnapshot: {},
  };
  expect(hook(args)).toBe(args);
  expect(loadShare.mock.calls).toEqual([
    ['@alfie/shared/ui'],
    ['@alfie/shared/api/paged-query'],
    ['react-hook-form'],
    ['@alfie/shared/broken'],
  ]);
  // The rejected head start is swallowed: the remote's own request for the module reports the failure.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

test('a snapshot read without a manifest (from the global cache) loads nothing', () => {
  const loadShare = jest.fn(() => Promise.resolve(null));
  const hook = sharedPreloadPlugin(loadShare, ON_DEMAND).loadRemoteSnapshot as unknown as Hook;
  const args = { remoteSnapshot: {}, from: 'global' };
  expect(hook(args)).toBe(args);
  expect(loadShare).not.toHaveBeenCalled();
});
