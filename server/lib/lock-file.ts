// One exclusive lock file for the whole project (the PGlite data folder, server/db/folder-lock.ts; the sandbox's
// data folder, scripts/lib/instance-lock.ts). The file appears atomically with its owner in it (JSON: the pid and
// the caller's details, written to a temporary file, then hard-linked into place, which fails when the lock
// exists), so no process ever sees a lock without an owner. A lock whose owner no longer runs is taken over; an
// unreadable or empty one (older code wrote the pid after creating the file) counts as held while it is young.

import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** Who holds a lock: its pid (null when the file does not say) and the details it was taken with. */
export type LockOwner = { pid: number | null; details: Record<string, unknown> };

/** The lock is held by another live process (or by this one already: `owner.pid === process.pid`). */
export class LockHeldError extends Error {
  override name = 'LockHeldError';
  readonly owner: LockOwner;
  constructor(file: string, owner: LockOwner) {
    super(`${file} is held by ${owner.pid === null ? 'another process' : `process ${owner.pid}`}`);
    this.owner = owner;
  }
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

/** The owner a lock file's text names: JSON `{pid, …details}`, or a bare pid (older locks). */
function ownerOf(text: string): LockOwner {
  if (/^[1-9][0-9]*$/.test(text)) return { pid: Number(text), details: {} };
  try {
    const { pid, ...details } = JSON.parse(text) as Record<string, unknown>;
    return { pid: typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null, details };
  } catch {
    return { pid: null, details: {} };
  }
}

/** The owner recorded in the lock file (with the file's inode), or null when the file is gone. */
function readLock(file: string): (LockOwner & { ino: number; ageMs: number }) | null {
  try {
    const before = statSync(file);
    const text = readFileSync(file, 'utf8').trim();
    const after = statSync(file);
    // Replaced while reading: read again.
    if (before.ino !== after.ino) return readLock(file);
    return { ...ownerOf(text), ino: after.ino, ageMs: Date.now() - after.mtimeMs };
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

/**
 * Takes `file` exclusively for this process, recording `details` beside the pid; returns the release function.
 * Throws LockHeldError when a live process (this one included) holds it.
 */
export function takeLockFile(file: string, details: Record<string, unknown> = {}): () => void {
  const pending = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(pending, JSON.stringify({ pid: process.pid, ...details }), { mode: 0o600 });
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
      const held =
        lock.pid === null ? lock.ageMs < YOUNG_LOCK_MS : lock.pid === process.pid || isAlive(lock.pid);
      if (held) throw new LockHeldError(file, { pid: lock.pid, details: lock.details });
      removeStale(file, lock.ino);
    }
    throw new Error(`Could not take the lock file ${file}.`);
  } finally {
    rmSync(pending, { force: true });
  }
}
