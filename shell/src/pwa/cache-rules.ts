// What the PA app's service worker keeps: the shell's files and the PA remote's, nothing of the API (whatever its
// address) and nothing of the other remotes, whose pages a PA never opens. Pure, for the worker and its tests.

/** The page a PA's phone opens offline when the address asked was never kept: the manifest's start_url. */
export const START_URL = '/pa-assignments';

/** Address prefixes, each ending with '/'. */
export interface CacheScope {
  shell: string;
  pa: string | null;
  api: string;
  others: string[];
}

/** `url` as a prefix of the addresses under it: its folder for a file (a manifest), itself for a base URL. */
const folderOf = (url: string, base: string, file: boolean) => {
  const resolved = new URL(url, base);
  resolved.search = '';
  resolved.hash = '';
  const href = file ? new URL('.', resolved).href : resolved.href;
  return href.endsWith('/') ? href : `${href}/`;
};

/** The scope from the shell's config.json (apiBaseUrl, remotes by name: manifest URLs) and the shell's origin. */
export function scopeOf(
  config: { apiBaseUrl?: unknown; remotes?: unknown },
  shellOrigin: string,
  paRemote = 'mfe_pa',
): CacheScope {
  const remotes =
    config.remotes && typeof config.remotes === 'object' ? Object.entries(config.remotes as object) : [];
  const folders = remotes
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, manifest]) => [name, folderOf(manifest, shellOrigin, true)] as const);
  return {
    shell: folderOf('/', shellOrigin, false),
    pa: folders.find(([name]) => name === paRemote)?.[1] ?? null,
    api: folderOf(typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '/', shellOrigin, false),
    others: folders.filter(([name]) => name !== paRemote).map(([, folder]) => folder),
  };
}

/** Whether the worker keeps (and serves offline) the answer to this request. */
export function keeps(request: { method: string; url: string }, scope: CacheScope): boolean {
  if (request.method !== 'GET') return false;
  const url = request.url.split('#')[0]!;
  // The API first: with one origin for everything, its base URL is under the shell's.
  if (url.startsWith(scope.api) || `${url}/` === scope.api) return false;
  if (scope.pa && url.startsWith(scope.pa)) return true;
  if (scope.others.some((folder) => url.startsWith(folder))) return false;
  return url.startsWith(scope.shell);
}

/** The name of the worker's cache of version `version` (each build of the shell registers its own). */
export const cacheName = (prefix: string, version: string) => `${prefix}${version}`;

/** The caches an activated worker of cache `current` drops: the older versions of its own, no one else's. */
export const staleCaches = (names: string[], prefix: string, current: string) =>
  names.filter((name) => name.startsWith(prefix) && name !== current);
