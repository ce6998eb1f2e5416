// One sandbox per data folder: a lock file holding the owner's pid and URL (server/lib/lock-file.ts, the project's
// one file lock: it appears atomically with its owner, so a concurrent start never reads it half-written and takes
// it for stale). A second `npm start` on the same folder reports the running one instead of corrupting its chain
// state and database; a lock left behind by a process that died is taken over.
import { LockHeldError, takeLockFile } from '../../server/lib/lock-file.ts';

export type InstanceLock = { release: () => void };

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError';
  readonly pid: number;
  readonly url: string;
  constructor(pid: number, url: string, file: string) {
    super(
      `The sandbox is already running (pid ${pid}) at ${url}; it holds ${file}. Stop it first, or use another DATA_DIR.`,
    );
    this.pid = pid;
    this.url = url;
  }
}

export function acquireInstanceLock(file: string, url: string): InstanceLock {
  let releaseFile: () => void;
  try {
    releaseFile = takeLockFile(file, { url });
  } catch (error) {
    if (!(error instanceof LockHeldError) || error.owner.pid === null) throw error;
    throw new AlreadyRunningError(
      error.owner.pid,
      String(error.owner.details.url ?? 'an unknown address'),
      file,
    );
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseFile();
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}
