// PostgreSQL through a `pg` pool (DATABASE_URL). Two connections live outside the pool and are watched: the
// indexer leader's advisory-lock session (its loss is noticed at once, and every write of the leader checks the
// lock is still held) and the LISTEN session of cache invalidations (re-established after a loss, with a call to
// say notifications may have been missed).
import pg from 'pg';
import { type AdvisoryLock, type Database, LockLostError, type Queryable, type Row } from './database.ts';

const INT8 = 20;
/** A silent connection (half-open TCP) is caught by a query every this often on the LISTEN session. */
const LISTEN_HEARTBEAT_MS = 10_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** int8 (bigint, count(*)) as a JS number, like PGlite; numeric stays a string (uint256 amounts). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export type PostgresOptions = {
  max?: number;
  /** Told about lost and restored connections (the caller logs them). */
  onConnectionEvent?: (event: string, error?: unknown) => void;
};

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const report = options.onConnectionEvent ?? (() => {});
  const client = (role: string) =>
    new pg.Client({
      connectionString,
      types,
      application_name: `realestate-${role}`,
      keepAlive: true,
      query_timeout: 15_000,
    });
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types,
    application_name: 'realestate-api',
  });
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

  // LISTEN: one session for every channel, re-established when it is lost.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const gapListeners = new Set<() => void>();
  let listenClient: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  async function connectListener(): Promise<void> {
    const next = client('listen');
    next.on('error', (error) => lostListener(next, error));
    next.on('end', () => lostListener(next));
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    listenClient = next;
  }

  function ensureListener(): Promise<void> {
    if (listenClient) return Promise.resolve();
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function lostListener(which: pg.Client, error?: unknown) {
    if (closed || listenClient !== which) return;
    listenClient = null;
    which.end().catch(() => {});
    report('listen connection lost', error);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined;
      try {
        await ensureListener();
        reconnectDelay = RECONNECT_MIN_MS;
        report('listen connection restored');
        for (const onGap of gapListeners) onGap();
      } catch (error) {
        reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
        report('listen connection still down', error);
        scheduleReconnect();
      }
    }, reconnectDelay);
    reconnectTimer.unref();
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      const current = listenClient;
      current?.query('select 1').catch((error) => lostListener(current, error));
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
  }

  return {
    engine: 'postgres',
    ...asQueryable(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(fn) {
      const session = await pool.connect();
      try {
        await session.query('begin');
        const result = await fn(asQueryable(session));
        await session.query('commit');
        return result;
      } catch (error) {
        await session.query('rollback').catch(() => {});
        throw error;
      } finally {
        session.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tryAdvisoryLock(key): Promise<AdvisoryLock | null> {
      const session = client('indexer-lock');
      let lost = false;
      const markLost = (error?: unknown) => {
        if (lost) return;
        lost = true;
        report('advisory lock connection lost', error);
      };
      session.on('error', markLost);
      session.on('end', () => markLost());
      await session.connect();
      const [row] = (
        await session.query<{ locked: boolean; pid: number }>(
          'select pg_try_advisory_lock($1) as locked, pg_backend_pid() as pid',
          [key],
        )
      ).rows;
      if (!row?.locked) {
        lost = true;
        await session.end();
        return null;
      }
      const pid = row.pid;
      return {
        lost: () => lost,
        async assertHeld(tx) {
          // A single-bigint advisory lock shows in pg_locks as (classid, objid) = (high, low 32 bits), objsubid 1.
          const held = lost
            ? []
            : await tx.query(
                `select 1 from pg_locks where locktype = 'advisory' and objsubid = 1 and granted
                   and classid = $1 and objid = $2 and pid = $3`,
                [Math.floor(key / 2 ** 32), key % 2 ** 32, pid],
              );
          if (held.length === 0) {
            markLost();
            throw new LockLostError(`advisory lock ${key} is no longer held by this process`);
          }
        },
        async release() {
          lost = true;
          await session.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          await session.end().catch(() => {});
        },
      };
    },
    async listen(channel, onPayload, onGap) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      if (onGap) gapListeners.add(onGap);
      const listening = listenClient;
      await ensureListener();
      // A session opened just now listens to every channel already; an open one learns the new channel.
      if (first && listening) await listening.query(`listen ${pg.escapeIdentifier(channel)}`);
      startHeartbeat();
      return async () => {
        set.delete(onPayload);
        if (onGap) gapListeners.delete(onGap);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
