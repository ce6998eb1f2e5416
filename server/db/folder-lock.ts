// PGlite does not lock its data folder: this exclusive lock file keeps a second process off the same folder.
// The lock file appears atomically with its owner's pid in it (written to a temporary file, then hard-linked
// into place, which fails when the lock exists), so no process ever sees a lock without an owner. A lock whose
// owner no longer runs is taken over; an unreadable or empty one (older code wrote the pid after creating the
// file) counts as held while it is young.

import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

/** A lock file without a readable pid is treated as being written for this long. */
const YOUNG_LOCK_MS = 10_000;
const ATTEMPTS = 5;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The owner recorded in the lock file (with the file's inode), or null when the file is gone. */
function readLock(file: string): { pid: number | null; ino: number; ageMs: number } | null {
  try {
    const before = statSync(file);
    const text = readFileSync(file, 'utf8').trim();
    const after = statSync(file);
    // Replaced while reading: read again.
    if (before.ino !== after.ino) return readLock(file);
    const pid = /^[1-9][0-9]*$/.test(text) ? Number(text) : null;
    return { pid, ino: after.ino, ageMs: Date.now() - after.mtimeMs };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Removes the lock file only if it is still the one judged stale (inode `ino`): it is first renamed aside, so
 * a lock another process took over in the meantime is put back instead of deleted.
 */
function removeStale(file: string, ino: number): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  try {
    if (statSync(aside).ino !== ino) linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Takes `<file>` exclusively for this process; returns the release function. */
export function lockFolder(file: string): () => void {
  const pending = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(pending, String(process.pid), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(pending, file);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const lock = readLock(file);
      if (!lock) continue;
      if (lock.pid === process.pid) {
        throw new FolderInUseError(
          `The database folder is already open in this process (lock file ${file}).`,
        );
      }
      const held = lock.pid === null ? lock.ageMs < YOUNG_LOCK_MS : isAlive(lock.pid);
      if (held) {
        throw new FolderInUseError(
          `The database folder is in use by ${lock.pid === null ? 'another process' : `process ${lock.pid}`} ` +
            `(lock file ${file}). PGlite allows one process per folder: stop that process, use another ` +
            'DATA_DIR, or set DATABASE_URL to a PostgreSQL server.',
        );
      }
      removeStale(file, lock.ino);
    }
    throw new FolderInUseError(`Could not take the database lock file ${file}.`);
  } finally {
    rmSync(pending, { force: true });
  }
}
