// One sandbox per data folder: a lock file holding the owner's pid and URL. A second `npm start` on the same
// folder reports the running one instead of corrupting its chain state and database; a lock left behind by a
// process that died is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireInstanceLock(file: string, url: string): InstanceLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, url }), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid: number; url: string } | null = null;
      try {
        owner = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
      } catch {
        owner = null; // half-written by a process that died: stale
      }
      if (owner && owner.pid !== process.pid && alive(owner.pid))
        throw new AlreadyRunningError(owner.pid, owner.url, file);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
