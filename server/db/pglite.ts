// Embedded PostgreSQL (PGlite) in `$DATA_DIR/pglite`, guarded by a lock file, or in memory for one-off tools.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.ts';
import { lockFolder } from './folder-lock.ts';

/** Opens PGlite in `dataDir/pglite`, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = () => {};
  let db: PGlite;
  if (dataDir === null) {
    db = new PGlite();
  } else {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(path.join(dataDir, 'pglite.lock'));
    try {
      db = new PGlite(path.join(dataDir, 'pglite'));
      await db.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
  });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    engine: 'pglite',
    ...asQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(asQueryable(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    // One process owns the folder (lock file), so this process is always the only candidate.
    tryAdvisoryLock: async () => ({ lost: () => false, assertHeld: async () => {}, release: async () => {} }),
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    // In-process only: PGlite has no other sessions to tell.
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
