// Finished dashboard pages kept in memory for the current 'requests' data version (table data_versions, bumped by
// triggers in the same transaction as any change a dashboard shows), keyed by everything that shapes the answer.
// Operators polling the same dashboard then cost a version lookup instead of a count and a page built by
// PostgreSQL. Correct across replicas: a write anywhere changes the version every process reads first.
import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataVersions } from '../../../db/schema.ts';

export interface CachedPage {
  /** The JSON array, already UTF-8: sending a Buffer skips re-encoding a long string on every hit. */
  body: Buffer;
  total: number;
  nextCursor: string | null;
}

/** Bounds: the whole cache and one page (an unpaged list of every request is answered but never kept). */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Pages of one data version at a time: when a newer version is read, the older pages can never be served again,
 * so they are dropped at once instead of filling memory until the LRU bound (a steady stream of new requests
 * would otherwise keep the cache at its full size with dead pages).
 */
export class PageCache {
  #version = -1;
  readonly #pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_PAGE_BYTES,
    sizeCalculation: (page) => page.body.length + 256,
  });

  #moveTo(version: number): boolean {
    if (version > this.#version) {
      this.#pages.clear();
      this.#version = version;
    }
    return version === this.#version;
  }

  get(version: number, key: string): CachedPage | undefined {
    return this.#moveTo(version) ? this.#pages.get(key) : undefined;
  }

  /** Keeps `page` only if `version` is still the newest seen (a slow build of an older version is not kept). */
  set(version: number, key: string, page: CachedPage): void {
    if (this.#moveTo(version)) this.#pages.set(key, page);
  }

  /** Builds under way, by version and key: concurrent misses of one page share one build. */
  readonly #building = new Map<string, Promise<CachedPage>>();

  /**
   * The page of `key` at `version`: from the cache, or from the build of it already under way, or built now by
   * `build` and kept. After a write empties the cache, the callers polling the same dashboard then cost one build,
   * not one each (32 at once rebuilt the same page 32 times). Sharing is safe: every caller read the same version
   * before asking, and the build started after it was read, so the page holds every change that version covers.
   */
  async getOrBuild(version: number, key: string, build: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.get(version, key);
    if (hit) return hit;
    const id = `${version}\u0000${key}`;
    let pending = this.#building.get(id);
    if (!pending) {
      pending = build().finally(() => this.#building.delete(id));
      this.#building.set(id, pending);
      const page = await pending;
      this.set(version, key, page);
      return page;
    }
    return pending;
  }

  /** Bytes held, for tests and diagnostics. */
  get size(): number {
    return this.#pages.calculatedSize;
  }
}

const prepare = (db: Db) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'requests'))
    .prepare('requests_data_version');
// Built once per database: this lookup runs on every dashboard call.
const versionQueries = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The current version of the dashboards' data, or null when there is none to trust (then nothing is cached).
 * Read before the page's own queries: a page may then hold changes newer than its version, never older ones.
 */
export async function requestsDataVersion(db: Db): Promise<number | null> {
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = prepare(db)));
  const [row] = await query.execute();
  return row ? row.version : null;
}
