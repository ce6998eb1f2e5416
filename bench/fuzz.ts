// `npm run bench:fuzz`: the seeded request fuzzer of the server tests, longer and over real HTTP on loopback:
// BENCH_FUZZ_REQUESTS (default 10,000) requests over every operation of openapi/openapi.json, against the API on
// PGlite and on PostgreSQL when one is reachable (BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/test). Prints the answers by status and any answer of 500 or above with
// the request that caused it. Seed: BENCH_FUZZ_SEED (default 1).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { startTestChain } from '../server/test/helpers/chain.ts';
import { createFuzzer, type FuzzRequest, prepareFuzzContext, runFuzz } from '../server/test/helpers/fuzz.ts';

const requests = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? 1);
const postgresAdmin = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresAdmin, connectionTimeoutMillis: 1500 });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `bench_fuzz_${Date.now()}`;
  try {
    await run(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(postgresAdmin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const chain = await startTestChain();
try {
  console.log(`Fuzz: ${requests} requests per engine over HTTP on 127.0.0.1, seed ${seed}`);
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const database = engine === 'PostgreSQL' ? await postgresDatabase() : null;
    if (engine === 'PostgreSQL' && !database) {
      console.log(`\n${engine}: skipped (none reachable at ${postgresAdmin.replace(/:[^:@/]*@/, ':***@')})`);
      continue;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-fuzz-'));
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        dataDir,
        host: '127.0.0.1',
        port: 0,
        rpcUrl: chain.rpcUrl,
        deploymentsFile: chain.deploymentsFile,
        databaseUrl: database?.url ?? null,
        indexer: false,
        logLevel: 'silent',
        rateLimits: { login: 1e6, refresh: 1e6, uploads: 1e6, rpc: 1e6, statements: 1e6 },
        uploadQuotaPerDay: 1e6,
      },
    );
    const app = await buildApp({ config, logger: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const context = await prepareFuzzContext(app, chain);
      const send = async (request: FuzzRequest) => {
        try {
          const response = await fetch(`${origin}${request.url}`, {
            method: request.method,
            headers: request.headers,
            body: request.payload === undefined ? undefined : new Uint8Array(Buffer.from(request.payload)),
            signal: AbortSignal.timeout(30_000),
          });
          return { status: response.status, body: await response.text() };
        } catch (error) {
          // A connection the server closed on purpose (a body over its limit) still counts as an answer.
          return { status: 0, body: String((error as Error).cause ?? error) };
        }
      };
      const started = performance.now();
      const report = await runFuzz(createFuzzer(context, seed), requests, send);
      const seconds = (performance.now() - started) / 1000;
      const statuses = Object.entries(report.byStatus)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, count]) => `${status === '0' ? 'closed' : status}: ${count}`)
        .join(', ');
      console.log(
        `\n${engine}: ${report.requests} requests in ${seconds.toFixed(1)} s, ${report.serverErrorCount} answers >= 500`,
      );
      console.log(`  by status: ${statuses}`);
      for (const { request, answer } of report.serverErrors) {
        console.log(`  ${answer.status} ${request.label}: ${request.method} ${request.url} → ${answer.body}`);
      }
    } finally {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await chain.stop();
}
