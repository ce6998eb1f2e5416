// The API under test: buildApp with a fresh database (PGlite in a temp folder, or a new PostgreSQL database
// created and dropped around the suite), the test chain, and the indexer driven by the test (`tick`).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { LOGIN_MESSAGE_PREFIX } from '#core/login.ts';
import { anvilAccount } from '../../../scripts/lib/anvil.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { TestChain } from './chain.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines of the suites that test the database layer itself (the indexer's transactions and leadership, the
 * mail queue's claims, caches and invalidations across processes, operations): PGlite always, PostgreSQL when the
 * global setup found one. The two differ there: a pool of connections against one embedded session, advisory locks,
 * LISTEN/NOTIFY.
 */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The engine of the route, fuzz and chain-to-API suites: PGlite, the engine of `npm start` and of every machine,
 * once. Their queries are the same SQL on both engines, and both parse results alike (server/db/postgres.ts); what
 * differs between the engines is what the suites of `engines()` run on both.
 */
export function routeEngines(): Engine[] {
  return ['pglite'];
}

/** A new, empty PostgreSQL database; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error('no PostgreSQL server');
  const name = `server_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** Signs the login message with anvil account `index` and returns the token pair. */
  login(index: number): Promise<{ access: string; refresh: string }>;
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
};

export async function createTestApp(
  chain: TestChain,
  engine: Engine,
  overrides: Partial<Config> & {
    dataDir?: string;
    database?: { url: string; drop(): Promise<void> } | null;
    /** Called before the app is ready (extra routes for a test). */
    setup?: (app: FastifyInstance) => void;
    /** Fastify's logger option (default: no logs). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const { database: givenDatabase, setup, logger = false, ...configOverrides } = overrides;
  let dataDir = configOverrides.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'server-app-'));
    if (engine === 'pglite')
      cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const database = givenDatabase ?? (engine === 'postgres' ? await createPostgresDatabase() : null);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir,
      rpcUrl: chain.rpcUrl,
      deploymentsFile: chain.deploymentsFile,
      databaseUrl: database?.url ?? null,
      indexer: false,
      logLevel: logger ? 'info' : 'silent',
      rateLimits: { login: 10_000, refresh: 10_000, uploads: 10_000, rpc: 10_000, statements: 10_000 },
      uploadQuotaPerDay: 10_000,
      ...configOverrides,
    },
  );
  const app = await buildApp({ config, logger });
  setup?.(app);
  await app.ready();

  return {
    app,
    config,
    async login(index: number) {
      const timestamp = Date.now();
      const signature = await anvilAccount(index).signMessage({
        message: `${LOGIN_MESSAGE_PREFIX}${timestamp}`,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { address: anvilAccount(index).address, signature, timestamp },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      if (!givenDatabase) await database?.drop();
      if (!configOverrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Fastify logger option that collects the JSON log lines (info and up) in `lines`. */
export function collectLogs(level = 'info'): {
  logger: FastifyServerOptions['logger'];
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return { logger: { level, stream }, lines };
}
