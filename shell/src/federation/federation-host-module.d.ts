// Types of the module the shell's build generates for its federation (tooling/webpack/host-share-scope.mjs).
declare module 'virtual:alfie-federation-host' {
  /** A module in webpack's share scope: `get` answers its factory (or a promise of it), which answers the module. */
  export interface ProvidedModule {
    get: () => (() => unknown) | Promise<() => unknown>;
    version: string;
    from: string;
    eager: boolean;
    /** Set once a consumer took it; webpack's singleton rule keeps the one loaded first. */
    loaded?: 1 | boolean;
  }

  /** webpack's share scope: by shared name, by version. */
  export type ShareScope = Record<string, Record<string, ProvidedModule>>;

  export const shareScope: ShareScope;
}
