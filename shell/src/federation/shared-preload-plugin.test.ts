// The shared-modules head start: on a remote's manifest, the shell's @alfie/shared modules it lists start loading.
import { sharedPreloadPlugin } from './shared-preload-plugin.ts';

type Hook = (args: unknown) => unknown;

test("a manifest's @alfie/shared modules start loading at once; libraries and failures are left alone", async () => {
  const loadShare = jest.fn((name: string) =>
    name.endsWith('/broken') ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => ({})),
  );
  const hook = sharedPreloadPlugin(loadShare).loadRemoteSnapshot as unknown as Hook;
  const args = {
    manifestJson: {
      shared: [
        { name: '@alfie/shared/ui' },
        { name: 'react' },
        { name: '@alfie/shared/api/paged-query' },
        { name: '@alfie/shared/broken' },
      ],
    },
    remoteSnapshot: {},
  };
  expect(hook(args)).toBe(args);
  expect(loadShare.mock.calls).toEqual([
    ['@alfie/shared/ui'],
    ['@alfie/shared/api/paged-query'],
    ['@alfie/shared/broken'],
  ]);
  // The rejected head start is swallowed: the remote's own request for the module reports the failure.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

test('a snapshot read without a manifest (from the global cache) loads nothing', () => {
  const loadShare = jest.fn(() => Promise.resolve(null));
  const hook = sharedPreloadPlugin(loadShare).loadRemoteSnapshot as unknown as Hook;
  const args = { remoteSnapshot: {}, from: 'global' };
  expect(hook(args)).toBe(args);
  expect(loadShare).not.toHaveBeenCalled();
});
