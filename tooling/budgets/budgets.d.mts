// Types of budgets.mjs for the TypeScript journeys that read it.
export declare const BUDGETS: {
  loginBytes: number;
  loginRequests: number;
  remoteEntryBytes: number;
};
export declare const REMOTE_DIRS: string[];
export declare function gzipBytes(file: string): number;
export declare function loginRoute(shellDist?: string): {
  files: { file: string; gzip: number; wire: number }[];
  requests: number;
  bytes: number;
  wireBytes: number;
  css: { file: string; gzip: number; wire: number }[];
  cssBytes: number;
  prerendered: boolean;
};
export declare function remoteEntries(remotes?: readonly { dir: string }[]): { app: string; gzip: number }[];
export declare function budgetReport(): {
  what: string;
  figure: number;
  budget: number;
  unit: string;
  ok: boolean;
}[];
