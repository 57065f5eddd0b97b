// Once the manifest of the page a load opens on is read (route-preload.ts, from main.js): its remote's entry and
// the exposed page's chunks are asked for with <link rel=preload>, so they download beside the shell's boot chunks
// and the federation runtime's. Before, the runtime asked for them itself once its own chunk had downloaded and
// run: the page's chunks came after the runtime's on every signed-in load (docs/performance.md). The browser does
// not ask twice when a chunk's <script> is written later (same address, same no-cors mode as webpack's and the
// runtime's script tags).

/** The parts of a remote's mf-manifest.json read here; anything else in it is left to the runtime. */
interface ManifestLike {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The addresses of `expose`'s page (RequestsPage): the remote's entry, then the page's own chunks, where the runtime
 * finds them: in the manifest's folder when its publicPath is `auto` (or ''), else under that publicPath as the
 * page (`pageUrl`) reads it; none for a `getPublicPath` function, which only the runtime runs.
 */
export function pageFiles(
  manifestUrl: string,
  manifest: unknown,
  expose: string,
  pageUrl = location.href,
): string[] {
  const { metaData = {}, exposes = [] } = (manifest ?? {}) as ManifestLike;
  const { publicPath, remoteEntry: { name, path } = {} } = metaData;
  if (typeof publicPath !== 'string') return [];
  // Each read as the page reads it: config.json may name a manifest by its path on the page's origin (deploy/).
  const base = new URL(publicPath === 'auto' || !publicPath ? manifestUrl : publicPath, pageUrl);
  const sync = exposes.find((e) => e.name === expose)?.assets?.js?.sync;
  const files: unknown[] = Array.isArray(sync) ? [...sync] : [];
  if (typeof name === 'string' && name) {
    // The entry's path and name joined as the runtime joins them ('', '.' and '/' are the folder itself).
    const folder = String(path ?? '').replace(/^\.?\/*|\/*$/g, '');
    files.unshift(folder ? `${folder}/${name}` : name);
  }
  return files.filter((file) => typeof file === 'string').map((file) => new URL(file, base).href);
}

/**
 * A preload link per file not linked or scripted already (main.js links the page a load opens on, the runtime's
 * plugin each page it resolves: page-preload-plugin.ts).
 */
export function preloadPageFiles(
  manifestUrl: string,
  manifest: unknown,
  expose: string,
  doc = document,
): void {
  const present = new Set(
    [
      ...doc.querySelectorAll<HTMLLinkElement>('link[rel=preload]'),
      ...doc.querySelectorAll<HTMLScriptElement>('script[src]'),
    ].map((el) => ('href' in el ? el.href : el.src)),
  );
  for (const href of pageFiles(manifestUrl, manifest, expose)) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}
