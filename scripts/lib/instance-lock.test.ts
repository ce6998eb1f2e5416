// The sandbox's lock (scripts/lib/instance-lock.ts on server/lib/lock-file.ts): a second start on the same data
// folder is told where the first one runs; a lock whose owner is being written (empty, young) is never taken for
// stale and deleted, which the lock written in two steps allowed; a dead owner's lock is taken over.
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AlreadyRunningError, acquireInstanceLock } from './instance-lock.ts';

describe('sandbox instance lock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'instance-lock-'));
  const file = path.join(dir, 'sandbox.lock');
  afterEach(() => rmSync(file, { force: true }));

  it('test_acquireInstanceLock_recordsThePidAndUrlAtOnce', () => {
    const lock = acquireInstanceLock(file, 'http://127.0.0.1:5173');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      pid: process.pid,
      url: 'http://127.0.0.1:5173',
    });
    lock.release();
    expect(() => readFileSync(file)).toThrow();
  });

  it('test_acquireInstanceLock_namesTheRunningSandbox', () => {
    // The parent of this process is alive: its lock is held.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:4000' }));
    expect(() => acquireInstanceLock(file, 'http://127.0.0.1:5173')).toThrow(AlreadyRunningError);
    expect(() => acquireInstanceLock(file, 'http://127.0.0.1:5173')).toThrow(
      /pid \d+\) at http:\/\/127\.0\.0\.1:4000/,
    );
  });

  it('test_acquireInstanceLock_neverDeletesALockBeingWritten', () => {
    writeFileSync(file, '');
    expect(() => acquireInstanceLock(file, 'http://127.0.0.1:5173')).toThrow();
    expect(readFileSync(file, 'utf8')).toBe('');
    // Empty for a minute: its writer died; taken over.
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    acquireInstanceLock(file, 'http://127.0.0.1:5173').release();
  });

  it('test_acquireInstanceLock_takesOverADeadOwnersLock', () => {
    writeFileSync(file, JSON.stringify({ pid: 2_147_483_646, url: 'http://127.0.0.1:4000' }));
    const lock = acquireInstanceLock(file, 'http://127.0.0.1:5173');
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
