// `npm run bench:api`: requests per second, latency, and CPU per request (server and load client) of
// GET /api/properties/validated-catalog/ (served from the cache that chain events and writes invalidate) next to
// a bare Fastify route, measured in the same run, on PGlite and on PostgreSQL when one is reachable. The
// catalogue is measured as plain JSON (no Accept-Encoding), as a browser asks for it (Brotli copy), and
// revalidated with If-None-Match (304), and with the cache dropped before every request (a miss each time). The
// targets take turns in short slices, so load from other processes on the machine falls on all of them alike.
// Prints figures only; it asserts nothing.
// Environment: BENCH_SECONDS (per target, default 6), BENCH_ROUNDS (turns per target, default 3),
// BENCH_CONCURRENCY (default 32), BENCH_PROPERTIES (default 12), BENCH_DATABASE_URL (admin URL of a PostgreSQL
// server; default postgresql://postgres@127.0.0.1:5432/test).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { INVESTOR_A, INVESTOR_B, M2, startTestChain, USDT } from '../../server/test/helpers/chain.ts';
import { type LoadOptions, type LoadResult, type LoadSample, load, summarise } from './load.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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

const perRequest = (micros: number, r: LoadResult) =>
  (micros / Math.max(1, r.requests)).toFixed(1).padStart(5);
const fmt = (r: LoadResult, cpuMicros: number, clientMicros: number) =>
  `${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms` +
  `   CPU µs/req: server ${perRequest(cpuMicros, r)}, load client ${perRequest(clientMicros, r)}` +
  (r.errors > 0 ? `   (${r.errors} errors)` : '');

type Target = { label: string; url: string; options?: LoadOptions };

/** Runs the targets in turns (`rounds` slices each), with the CPU time the server and this client spent. */
async function measure(targets: Target[], cpuUrl: string) {
  const serverCpu = async () => {
    const { user, system } = (await (await fetch(cpuUrl)).json()) as { user: number; system: number };
    return user + system;
  };
  const runs = targets.map((target) => ({
    ...target,
    samples: [] as LoadSample[],
    cpuMicros: 0,
    clientMicros: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const before = await serverCpu();
      const own = process.cpuUsage();
      run.samples.push(await load(run.url, { concurrency, seconds: seconds / rounds, ...run.options }));
      const used = process.cpuUsage(own);
      run.cpuMicros += (await serverCpu()) - before;
      run.clientMicros += used.user + used.system;
    }
  }
  return runs.map((run) => ({ ...run, result: summarise(run.samples) }));
}

const chain = await startTestChain();
const children: ChildProcess[] = [];
try {
  for (let i = 0; i < properties; i++) {
    const token = await chain.createProperty(`Benchmark property ${i + 1}`, 1000n, (100n + BigInt(i)) * USDT);
    await chain.buy(i % 2 === 0 ? INVESTOR_A : INVESTOR_B, token, BigInt(i + 1) * M2);
  }
  console.log(
    `API benchmark: ${properties} properties, ${concurrency} connections, ${seconds} s per target in ${rounds} turns`,
  );
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
      const first = await fetch(catalog);
      const text = await first.text();
      const sample = JSON.parse(text) as unknown[];
      // What a browser sends; the answer is the cached Brotli copy, and its tag is the one to revalidate with.
      const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      const compressed = await new Promise<{ etag: string; bytes: number }>((resolve, reject) => {
        http
          .get(catalog, { headers: browser }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            response.on('end', () => resolve({ etag: String(response.headers.etag), bytes }));
          })
          .on('error', reject);
      });
      await load(catalog, { concurrency, seconds: 1 });
      await load(bare, { concurrency, seconds: 1 });
      const runs = await measure(
        [
          { label: 'bare Fastify route', url: bare },
          { label: 'GET validated-catalog', url: catalog },
          { label: '  same, browser (Brotli)', url: catalog, options: { headers: browser } },
          {
            label: '  same, If-None-Match → 304',
            url: catalog,
            options: { headers: { ...browser, 'if-none-match': compressed.etag }, status: 304 },
          },
          // The cache dropped before every request: each one reads the database and serialises again.
          {
            label: '  same, every request a miss',
            url: catalog,
            options: { headers: { 'x-bench-cache': 'miss' } },
          },
        ],
        `http://127.0.0.1:${server.bare}/cpu`,
      );
      console.log(
        `\n${engine.name} (validated-catalog answers ${sample.length} properties: ` +
          `${Buffer.byteLength(text)} bytes of JSON, ${compressed.bytes} with Brotli)`,
      );
      for (const run of runs)
        console.log(`  ${run.label.padEnd(28)}${fmt(run.result, run.cpuMicros, run.clientMicros)}`);
      const [bareRun, ...catalogRuns] = runs;
      if (!bareRun) throw new Error('the bare route was not measured');
      for (const run of catalogRuns.slice(0, 2)) {
        const perRound = run.samples.map((s, i) => {
          const b = bareRun.samples[i];
          return b ? `${((s.requests / s.seconds / (b.requests / b.seconds)) * 100).toFixed(0)} %` : '?';
        });
        console.log(
          `  ${`${run.label.trim().replace(/^same, /, 'catalog, ')} / bare`.padEnd(36)}` +
            `${((run.result.rps / bareRun.result.rps) * 100).toFixed(0).padStart(4)} %   (by turn: ${perRound.join(', ')})`,
        );
      }
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
