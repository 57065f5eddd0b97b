// Exclusive lock on DATA_DIR: PGlite has none, and a second process on the same folder silently loses writes.
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes DATA_DIR/.lock or throws a clear error; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, '.lock');
  const mine = join(dataDir, `.lock.${process.pid}`);
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(mine, path); // atomic: fails when the lock exists
        return {
          path,
          release: () => {
            if (holder(path) === process.pid) unlinkSync(path);
          },
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const pid = holder(path);
      if (pid !== null && alive(pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Alfie API process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      // Stale lock: move it aside atomically; if another starter moved a live lock in between, put it back.
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch {
        continue;
      }
      const moved = holder(aside);
      if (moved !== pid && moved !== null && alive(moved)) {
        renameSync(aside, path);
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Alfie API process (pid ${moved}).`,
        );
      }
      unlinkSync(aside);
    }
    throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
  } finally {
    unlinkSync(mine);
  }
}
