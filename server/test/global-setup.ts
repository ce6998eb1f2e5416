// Vitest global setup of the `server` project, once for every file: deploys the system and saves the chain's
// state (each file's anvil starts from it: server/test/helpers/chain-hooks.ts), migrates a PGlite template, and finds
// out whether a PostgreSQL server is reachable, so the suites of the database layer also run against it
// (database `test` at 127.0.0.1:5432, or TEST_DATABASE_URL; helpers/app.ts `engines`). Without one they run on
// PGlite only.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DeployedState, deployToStateFile } from '../../scripts/lib/deployed-state.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of a reachable PostgreSQL (each suite creates and drops its own database), or null. */
    postgresUrl: string | null;
    /** A reachable Redis (REDIS_URL-style), or null. */
    redisUrl: string | null;
    /** A migrated PGlite data folder to copy (initialising PGlite takes seconds; a copy takes a fraction). */
    pgliteTemplate: string;
    /** The system deployed once: the anvil state every file's chain starts from, and its deployment file. */
    deployedChain: Pick<DeployedState, 'stateFile' | 'deploymentsFile'>;
  }
}

const CANDIDATE = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_CANDIDATE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const templateRoot = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const template = await openPglite(templateRoot);
  await migrate(template);
  await template.close();
  project.provide('pgliteTemplate', path.join(templateRoot, 'pglite'));
  const { stateFile, deploymentsFile } = await deployToStateFile(templateRoot);
  project.provide('deployedChain', { stateFile, deploymentsFile });

  const url = process.env.TEST_POSTGRES === '0' ? null : (await reachable(CANDIDATE)) ? CANDIDATE : null;
  project.provide('postgresUrl', url);
  const redisUrl =
    process.env.TEST_REDIS === '0' ? null : (await redisReachable(REDIS_CANDIDATE)) ? REDIS_CANDIDATE : null;
  project.provide('redisUrl', redisUrl);
  console.log(
    `server tests: ${url ? `PGlite and PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})` : 'PGlite only (no PostgreSQL reachable)'}; ` +
      `${redisUrl ? `Redis at ${redisUrl}` : 'no Redis'}`,
  );
  return () => rmSync(templateRoot, { recursive: true, force: true });
}
