// Types of the module the shell's build generates for its federation runtime (tooling/webpack/host-share-scope.mjs).
declare module 'virtual:alfie-federation-host' {
  import type { init } from '@module-federation/enhanced/runtime';

  export const shared: NonNullable<Parameters<typeof init>[0]['shared']>;
}
