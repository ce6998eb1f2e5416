// Vitest global setup of the `server` project: finds out once whether a PostgreSQL server is reachable, so
// every suite also runs against it (database `test` at 127.0.0.1:5432, or TEST_DATABASE_URL). Without one the
// suites run on PGlite only.

import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of a reachable PostgreSQL (each suite creates and drops its own database), or null. */
    postgresUrl: string | null;
  }
}

const CANDIDATE = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

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
  const url = process.env.TEST_POSTGRES === '0' ? null : (await reachable(CANDIDATE)) ? CANDIDATE : null;
  project.provide('postgresUrl', url);
  console.log(
    url
      ? `server tests: PGlite and PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`
      : 'server tests: PGlite only (no PostgreSQL reachable)',
  );
}
