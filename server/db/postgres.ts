// PostgreSQL through a `pg` pool (DATABASE_URL).
import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

const INT8 = 20;

/** int8 (bigint, count(*)) as a JS number, like PGlite; numeric stays a string (uint256 amounts). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // Fail at boot with a clear error rather than at the first request.
  await pool.query('select 1');
  const asQueryable = (q: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
  });
  let listenClient: pg.Client | null = null;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    engine: 'postgres',
    ...asQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(asQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tryAdvisoryLock(key) {
      const client = new pg.Client({ connectionString, types });
      await client.connect();
      client.on('error', () => {});
      const [row] = (
        await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
      ).rows;
      if (!row?.locked) {
        await client.end();
        return null;
      }
      return {
        async release() {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          await client.end().catch(() => {});
        },
      };
    },
    async listen(channel, onPayload) {
      if (!listenClient) {
        listenClient = new pg.Client({ connectionString, types });
        listenClient.on('error', () => {});
        await listenClient.connect();
        listenClient.on('notification', (message) => {
          for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
        });
      }
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
