// Finished answers kept in memory for the current 'requests' data version (table data_versions, bumped by triggers in
// the same transaction as any change a dashboard page or a request's detail shows), keyed by everything that shapes
// the answer. Operators polling the same dashboard, or the same request's detail, then cost a version lookup instead
// of the statements that build it. Correct across replicas: a write anywhere changes the version every process reads
// first.
import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataVersions } from '../../db/schema.ts';
import { ENCODED_SHARE, type EncodableAnswer } from '../../lib/encoded-answer.ts';

export interface CachedAnswer extends EncodableAnswer {
  /** The JSON answer, already UTF-8: sending a Buffer skips serializing and re-encoding it on every hit. */
  body: Buffer;
}

/** The bound of one answer: an unpaged list of every request is answered but never kept. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * Answers of one data version at a time: when a newer version is read, the older answers can never be served again,
 * so they are dropped at once instead of filling memory until the LRU bound (a steady stream of new requests
 * would otherwise keep the cache at its full size with dead answers).
 */
export class VersionedCache<T extends CachedAnswer> {
  #version = -1;
  readonly #answers: LRUCache<string, T>;

  /** `maxBytes`: all the cache holds, its answers' bytes and a little for each key. */
  constructor(maxBytes: number) {
    this.#answers = new LRUCache<string, T>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(maxBytes, MAX_ANSWER_BYTES),
      // The compressed forms (encoded-answer.ts) come after the answer is kept, so their room is counted up front.
      sizeCalculation: (answer) => Math.ceil(answer.body.length * (1 + ENCODED_SHARE)) + 256,
    });
  }

  #moveTo(version: number): boolean {
    if (version > this.#version) {
      this.#answers.clear();
      this.#version = version;
    }
    return version === this.#version;
  }

  get(version: number, key: string): T | undefined {
    return this.#moveTo(version) ? this.#answers.get(key) : undefined;
  }

  /** Keeps `answer` only if `version` is still the newest seen (a slow build of an older version is not kept). */
  set(version: number, key: string, answer: T): void {
    if (this.#moveTo(version)) this.#answers.set(key, answer);
  }

  /** Builds under way, by version and key: concurrent misses of one answer share one build. */
  readonly #building = new Map<string, Promise<T>>();

  /**
   * The answer of `key` at `version`: from the cache, or from the build of it already under way, or built now by
   * `build` and kept. After a write empties the cache, the callers polling the same dashboard then cost one build,
   * not one each (32 at once rebuilt the same page 32 times). Sharing is safe: every caller read the same version
   * before asking, and the build started after it was read, so the answer holds every change that version covers.
   */
  async getOrBuild(version: number, key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.get(version, key);
    if (hit) return hit;
    const id = `${version}\u0000${key}`;
    let pending = this.#building.get(id);
    if (!pending) {
      pending = build().finally(() => this.#building.delete(id));
      this.#building.set(id, pending);
      const answer = await pending;
      this.set(version, key, answer);
      return answer;
    }
    return pending;
  }

  /** Bytes held, for tests and diagnostics. */
  get size(): number {
    return this.#answers.calculatedSize;
  }
}

const prepare = (db: Db) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'requests'))
    .prepare('requests_data_version');
// Built once per database: this lookup runs on every dashboard and detail call.
const versionQueries = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The current version of the requests' data (dashboards and details), or null when there is none to trust (then
 * nothing is cached).
 * Read before the answer's own queries: an answer may then hold changes newer than its version, never older ones.
 */
export async function requestsDataVersion(db: Db): Promise<number | null> {
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = prepare(db)));
  const [row] = await query.execute();
  return row ? row.version : null;
}
