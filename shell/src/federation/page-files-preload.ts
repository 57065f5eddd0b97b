// Once the manifest of the page a load opens on is read (route-preload.ts, from main.js): its remote's entry and
// the exposed page's chunks are asked for with <link rel=preload>, so they download beside the shell's boot chunks
// and its federation chunk. Before, they were asked for once that chunk had downloaded and run: the page's
// 17-21 KB came after it on every signed-in load (issue 20). The browser does not fetch them twice when their
// <script> is written later (same address, same no-cors mode as the shell's and webpack's script tags).

/** The parts of a remote's mf-manifest.json read here. */
interface ManifestLike {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The addresses of `expose`'s page (RequestsPage): the remote's entry, then the page's own chunks: in the
 * manifest's folder when its publicPath is `auto` (or ''), else under that publicPath as the page (`pageUrl`) reads
 * it; none when the manifest names no publicPath.
 */
export function pageFiles(
  manifestUrl: string,
  manifest: unknown,
  expose: string,
  pageUrl = location.href,
): string[] {
  const base = baseOf(manifestUrl, manifest, pageUrl);
  if (!base) return [];
  const { metaData = {}, exposes = [] } = (manifest ?? {}) as ManifestLike;
  const sync = exposes.find((e) => e.name === expose)?.assets?.js?.sync;
  const files: unknown[] = Array.isArray(sync) ? [...sync] : [];
  const entry = entryFile(metaData);
  if (entry) files.unshift(entry);
  return files.filter((file) => typeof file === 'string').map((file) => new URL(file, base).href);
}

/** The address of the remote's remoteEntry.js, or none when the manifest does not say where it is. */
export function remoteEntryUrl(
  manifestUrl: string,
  manifest: unknown,
  pageUrl = location.href,
): string | null {
  const base = baseOf(manifestUrl, manifest, pageUrl);
  const entry = entryFile((manifest as ManifestLike | null)?.metaData ?? {});
  return base && entry ? new URL(entry, base).href : null;
}

/**
 * Where the manifest's files are: its folder when its publicPath is `auto` (or ''), else that publicPath; each read
 * as the page reads it (config.json may name a manifest by its path on the page's origin, as deploy/ does).
 */
function baseOf(manifestUrl: string, manifest: unknown, pageUrl: string): URL | null {
  const publicPath = (manifest as ManifestLike | null)?.metaData?.publicPath;
  if (typeof publicPath !== 'string') return null;
  return new URL(publicPath === 'auto' || !publicPath ? manifestUrl : publicPath, pageUrl);
}

/** The entry's path and name joined as @module-federation's runtime joined them ('', '.' and '/' are the folder). */
function entryFile(metaData: NonNullable<ManifestLike['metaData']>): string | null {
  const { name, path } = metaData.remoteEntry ?? {};
  if (typeof name !== 'string' || !name) return null;
  const folder = String(path ?? '').replace(/^\.?\/*|\/*$/g, '');
  return folder ? `${folder}/${name}` : name;
}

const preloads = new Map<string, Promise<void>>();

/** A preload link per file. */
export function preloadPageFiles(
  manifestUrl: string,
  manifest: unknown,
  expose: string,
  doc = document,
): void {
  for (const href of pageFiles(manifestUrl, manifest, expose)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    preloads.set(
      href,
      new Promise((settle) => {
        link.onload = () => settle();
        link.onerror = () => settle();
      }),
    );
    doc.head.appendChild(link);
  }
}

/**
 * Settles once the preload of `href` has its answer (or failed), if it was preloaded here. A <script> written while
 * its preload is still being sent is fetched a second time (Chromium, seen through nginx with warm caches: the
 * federation chunk came from the cache and wrote the remote's entry a few milliseconds after main.js's preload).
 */
export function preloadOf(href: string): Promise<void> | undefined {
  return preloads.get(href);
}
