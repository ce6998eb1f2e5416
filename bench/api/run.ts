// `npm run bench:api`: requests per second and p99 latency of GET /api/properties/validated-catalog/ (served
// from the cache that chain events and writes invalidate) next to a bare Fastify route, measured in the same
// run, on PGlite and on PostgreSQL when one is reachable. Prints figures only; it asserts nothing.
// Environment: BENCH_SECONDS (default 5), BENCH_CONCURRENCY (default 32), BENCH_PROPERTIES (default 12),
// BENCH_DATABASE_URL (admin URL of a PostgreSQL server; default postgresql://postgres@127.0.0.1:5432/test).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { INVESTOR_A, INVESTOR_B, M2, startTestChain, USDT } from '../../server/test/helpers/chain.ts';
import { type LoadResult, load } from './load.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const properties = Number(process.env.BENCH_PROPERTIES ?? 12);
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
  const name = `bench_api_${Date.now()}`;
  try {
    await run(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(postgresAdmin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; api: number; bare: number }> {
  const child = spawn(process.execPath, ['bench/api/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(48), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, ...(JSON.parse(line) as { api: number; bare: number }) }));
    child.once('exit', (code) => reject(new Error(`benchmark server exited with code ${code}`)));
  });
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms` +
  (r.errors > 0 ? `   (${r.errors} errors)` : '');

const chain = await startTestChain();
const children: ChildProcess[] = [];
try {
  for (let i = 0; i < properties; i++) {
    const token = await chain.createProperty(`Benchmark property ${i + 1}`, 1000n, (100n + BigInt(i)) * USDT);
    await chain.buy(i % 2 === 0 ? INVESTOR_A : INVESTOR_B, token, BigInt(i + 1) * M2);
  }
  console.log(`API benchmark: ${properties} properties, ${concurrency} connections, ${seconds} s per target`);
  const engines: {
    name: string;
    env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> } | null>;
  }[] = [
    {
      name: 'PGlite',
      env: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
        return {
          env: { DATA_DIR: dataDir },
          cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 'PostgreSQL',
      env: async () => {
        const database = await postgresDatabase();
        if (!database) return null;
        const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
        return {
          env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
          cleanup: async () => {
            await database.drop();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  for (const engine of engines) {
    const setup = await engine.env();
    if (!setup) {
      console.log(
        `\n${engine.name}: skipped (no PostgreSQL reachable at ${postgresAdmin.replace(/:[^:@/]*@/, ':***@')})`,
      );
      continue;
    }
    try {
      const server = await startServer({
        ...setup.env,
        RPC_URL: chain.rpcUrl,
        DEPLOYMENTS_FILE: chain.deploymentsFile,
        CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}`,
        BENCH_SEED: '4',
      });
      children.push(server.child);
      const catalog = `http://127.0.0.1:${server.api}/api/properties/validated-catalog/`;
      const bare = `http://127.0.0.1:${server.bare}/bare`;
      const sample = (await (await fetch(catalog)).json()) as unknown[];
      await load(catalog, { concurrency, seconds: 1 });
      await load(bare, { concurrency, seconds: 1 });
      const bareResult = await load(bare, { concurrency, seconds });
      const catalogResult = await load(catalog, { concurrency, seconds });
      console.log(`\n${engine.name} (validated-catalog answers ${sample.length} properties)`);
      console.log(`  bare Fastify route          ${fmt(bareResult)}`);
      console.log(`  GET validated-catalog       ${fmt(catalogResult)}`);
      console.log(
        `  catalog / bare throughput   ${((catalogResult.rps / bareResult.rps) * 100).toFixed(0)} %`,
      );
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    } finally {
      await setup.cleanup();
    }
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await chain.stop();
}
