// PGlite does not lock its data folder: this exclusive lock file keeps a second process off the same folder.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<file>` exclusively for this process; a lock left by a dead process is taken over. */
export function lockFolder(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new FolderInUseError(
          `The database folder is in use by process ${owner} (lock file ${file}). PGlite allows one process per ` +
            'folder: stop that process, use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.',
        );
      }
      if (owner === process.pid) {
        throw new FolderInUseError(
          `The database folder is already open in this process (lock file ${file}).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new FolderInUseError(`Could not take the database lock file ${file}.`);
}
