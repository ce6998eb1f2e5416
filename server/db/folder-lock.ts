// PGlite does not lock its data folder: this exclusive lock file (server/lib/lock-file.ts, the project's one file
// lock) keeps a second process off the same folder.
import { LockHeldError, takeLockFile } from '../lib/lock-file.ts';

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

/** Takes `<file>` exclusively for this process; returns the release function. */
export function lockFolder(file: string): () => void {
  try {
    return takeLockFile(file);
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    const { pid } = error.owner;
    if (pid === process.pid) {
      throw new FolderInUseError(`The database folder is already open in this process (lock file ${file}).`);
    }
    throw new FolderInUseError(
      `The database folder is in use by ${pid === null ? 'another process' : `process ${pid}`} ` +
        `(lock file ${file}). PGlite allows one process per folder: stop that process, use another ` +
        'DATA_DIR, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}
