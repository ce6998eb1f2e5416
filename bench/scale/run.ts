// `npm run bench:scale`: how the API grows with the number of properties. For each N (BENCH_SCALE_N, default
// 100,1000,5000,10000) it creates N properties on a fresh anvil in batches (signed here, sent as JSON-RPC
// batches, mined ~96 to a 30M-gas block), buys M2 in up to BENCH_SCALE_TRADES of them (default 500), then on
// each engine (PostgreSQL when reachable, PGlite) starts the API (bench/scale/server.ts), which backfills the
// chain with its indexer and gives every property a backend record, and prints: backfill events/s, catalogue
// latency p50/p99 cold (cache dropped before each request) and warm (closed-loop load), bytes per answer (plain
// and Brotli), API RSS and database size, and the console's time to its first card, to sort and to filter in
// Chromium (bench/scale/console.ts, on the web app built as `npm start` builds it). Prints figures only; it
// asserts nothing (docs/operations.md#scale).
// Environment: BENCH_SCALE_N, BENCH_SCALE_TRADES, BENCH_SCALE_ENGINES (default postgres,pglite), BENCH_SECONDS
// (warm load per endpoint, default 3), BENCH_DATABASE_URL (admin URL of PostgreSQL), BENCH_CONSOLE=0 (no
// Chromium measurement), BENCH_CONSOLE_RUNS (console measurements in a row, default 1), BENCH_SCALE_TRACE=1
// (the timeline of the console's first cards), BENCH_SCALE_API=0 (no endpoint measurement).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { encodeFunctionData, type Hex, maxUint256 } from 'viem';
import { masterRegistryAbi, usdtAbi, vaultTraderAbi } from '../../generated/wagmi.ts';
import { anvilAccount } from '../../scripts/lib/anvil.ts';
import { buildWebAppIfStale } from '../../scripts/lib/stack.ts';
import {
  INVESTOR_A,
  INVESTOR_B,
  INVESTOR_C,
  INVESTOR_D,
  M2,
  MANAGER,
  startTestChain,
  type TestChain,
} from '../../server/test/helpers/chain.ts';
import { load, summarise } from '../api/load.ts';
import { measureConsole } from './console.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const sizes = (process.env.BENCH_SCALE_N ?? '100,1000,5000,10000').split(',').map(Number);
const maxTrades = Number(process.env.BENCH_SCALE_TRADES ?? 500);
const engineNames = (process.env.BENCH_SCALE_ENGINES ?? 'postgres,pglite').split(',');
const warmSeconds = Number(process.env.BENCH_SECONDS ?? 3);
const postgresAdmin = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const measureTheConsole = process.env.BENCH_CONSOLE !== '0';
const measureTheApi = process.env.BENCH_SCALE_API !== '0';
const consoleRuns = Number(process.env.BENCH_CONSOLE_RUNS ?? 1);
const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
const GAS_PRICE = 10_000_000_000n;
const SEND_BATCH = 200;
/** Blocks mined for one chunk before giving up (200 creations fit in about 3 blocks of 30M gas). */
const MAX_BLOCKS_PER_CHUNK = 50;

/** Signs `calls` as anvil account `index` with consecutive nonces and mines them; returns when all are in. */
async function sendAll(chain: TestChain, index: number, calls: { to: Hex; data: Hex; gas: bigint }[]) {
  const account = anvilAccount(index);
  const rpc = (body: unknown) =>
    fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const call = async <T>(method: string, params: unknown[] = []) =>
    ((await (await rpc({ jsonrpc: '2.0', id: 1, method, params })).json()) as { result: T }).result;
  const first = await chain.client.getTransactionCount({ address: account.address, blockTag: 'latest' });
  await call('evm_setAutomine', [false]);
  try {
    // A chunk at a time: anvil slows down badly with thousands of transactions waiting in its pool.
    for (let i = 0; i < calls.length; i += SEND_BATCH) {
      const chunk = calls.slice(i, i + SEND_BATCH);
      const signed = await Promise.all(
        chunk.map((c, j) =>
          account.signTransaction({
            ...c,
            nonce: first + i + j,
            chainId: chain.client.chain?.id ?? 31337,
            gasPrice: GAS_PRICE,
            type: 'legacy',
          }),
        ),
      );
      const answers = (await (
        await rpc(
          signed.map((raw, j) => ({
            jsonrpc: '2.0',
            id: j,
            method: 'eth_sendRawTransaction',
            params: [raw],
          })),
        )
      ).json()) as { error?: { message: string } }[];
      const failed = answers.find((a) => a.error);
      if (failed) throw new Error(`eth_sendRawTransaction: ${failed.error?.message}`);
      const target = first + i + chunk.length;
      // Bounded: a chunk fits in a few blocks; a transaction the node dropped would otherwise never come.
      for (let mined = 0; ; mined++) {
        const count = await chain.client.getTransactionCount({
          address: account.address,
          blockTag: 'latest',
        });
        if (count >= target) break;
        if (mined >= MAX_BLOCKS_PER_CHUNK) {
          throw new Error(
            `only ${count - first} of ${calls.length} transactions mined after ${mined} blocks`,
          );
        }
        // Full blocks raise the base fee 12.5 % each: held at zero, so the fixed gas price always pays.
        await call('anvil_setNextBlockBaseFeePerGas', ['0x0']);
        await call('evm_mine');
      }
    }
  } finally {
    await call('evm_setAutomine', [true]);
  }
}

async function populate(chain: TestChain, n: number) {
  const { MasterRegistry, VaultTrader, USDT } = chain.deployment;
  const started = performance.now();
  await sendAll(
    chain,
    MANAGER,
    Array.from({ length: n }, (_, i) => ({
      to: MasterRegistry,
      gas: 500_000n,
      data: encodeFunctionData({
        abi: masterRegistryAbi,
        functionName: 'createProperty',
        args: [`Scale ${i + 1}`, 1000n, (50n + BigInt(i % 200)) * 10n ** 18n, 86_400n],
      }),
    })),
  );
  const created = (performance.now() - started) / 1000;
  const tokens = await chain.reader.registry.read.getPropertyTokens([0n, BigInt(Math.min(n, maxTrades))]);
  const investors = [INVESTOR_A, INVESTOR_B, INVESTOR_C, INVESTOR_D];
  await Promise.all(
    investors.map(async (investor, k) => {
      const mine = tokens.filter((_, i) => i % investors.length === k);
      if (mine.length === 0) return;
      const approve = {
        to: USDT,
        gas: 100_000n,
        data: encodeFunctionData({ abi: usdtAbi, functionName: 'approve', args: [VaultTrader, maxUint256] }),
      };
      const buys = mine.map((token) => ({
        to: VaultTrader,
        gas: 300_000n,
        data: encodeFunctionData({
          abi: vaultTraderAbi,
          functionName: 'buy',
          args: [token, 1n * M2, maxUint256, maxUint256, maxUint256],
        }),
      }));
      await sendAll(chain, investor, [approve, ...buys]);
    }),
  );
  return { created, trades: tokens.length };
}

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
  const name = `bench_scale_${Date.now()}`;
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
): Promise<{ child: ChildProcess; api: number; control: number }> {
  const child = spawn(process.execPath, ['bench/scale/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(48), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) =>
      resolve({ child, ...(JSON.parse(line) as { api: number; control: number }) }),
    );
    child.once('exit', (code) => reject(new Error(`scale server exited with code ${code}`)));
  });
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ENDPOINTS = [
  ['validated catalogue, whole', '/api/properties/validated-catalog/'],
  ['on-chain catalogue, whole', '/api/properties/onchain-catalog/'],
  [
    'catalogue page of 24 by price',
    `/api/properties/validated-catalog/?range=${q([0, 23])}&sort=${q(['current_price', 'ASC'])}`,
  ],
  [
    'catalogue search, page of 24',
    `/api/properties/validated-catalog/?range=${q([0, 23])}&filter=${q({ q: 'Scale 1', apy_percent_gte: 5 })}`,
  ],
  [
    'on-chain page of 24 by name',
    `/api/properties/onchain-catalog/?range=${q([0, 23])}&sort=${q(['name', 'DESC'])}`,
  ],
  ['property records, page of 24', '/api/properties/?range=%5B0%2C23%5D'],
] as const;

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measureEndpoints(base: string, control: string) {
  const rows: string[] = [];
  for (const [label, route] of ENDPOINTS) {
    const url = `${base}${route}`;
    const cold: number[] = [];
    let status = 0;
    for (let i = 0; i < 5; i++) {
      await fetch(`${control}/invalidate`, { method: 'POST' });
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      cold.push(performance.now() - started);
      status = response.status;
    }
    cold.sort((a, b) => a - b);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' }, decompress: false } as RequestInit);
    const brBytes = Number(br.headers.get('content-length') ?? (await br.arrayBuffer()).byteLength);
    const warm = summarise([
      await load(url, {
        seconds: warmSeconds,
        concurrency: 16,
        headers: { 'accept-encoding': 'br' },
        status: 200,
      }),
    ]);
    rows.push(
      `  ${label.padEnd(30)} ${String(status).padEnd(4)} cold p50 ${ms(cold[2] ?? 0).padStart(10)} max ${ms(cold[4] ?? 0).padStart(10)}` +
        `   warm p50 ${ms(warm.p50).padStart(9)} p99 ${ms(warm.p99).padStart(9)} ${warm.rps.toFixed(0).padStart(6)} req/s` +
        `   ${kb(plainBytes).padStart(10)} plain, ${kb(brBytes).padStart(9)} br${warm.errors ? `   (${warm.errors} errors)` : ''}`,
    );
  }
  return rows;
}

const children: ChildProcess[] = [];
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

if (measureTheConsole) buildWebAppIfStale((line) => console.log(line));

for (const n of sizes) {
  const chain = await startTestChain();
  try {
    const { created, trades } = await populate(chain, n);
    console.log(`\nN = ${n}: created in ${created.toFixed(1)} s, ${trades} properties traded`);
    for (const engine of engineNames) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
      const database = engine === 'postgres' ? await postgresDatabase() : null;
      if (engine === 'postgres' && !database) {
        console.log(`  ${engine}: skipped (no PostgreSQL reachable)`);
        continue;
      }
      try {
        const server = await startServer({
          DATA_DIR: dataDir,
          ...(database ? { DATABASE_URL: database.url } : {}),
          RPC_URL: chain.rpcUrl,
          DEPLOYMENTS_FILE: chain.deploymentsFile,
          CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}`,
          ...(measureTheConsole ? { BENCH_STATIC_ROOT: path.join(ROOT, 'dist') } : {}),
        });
        children.push(server.child);
        const control = `http://127.0.0.1:${server.control}`;
        const stateOf = async () =>
          (await (await fetch(`${control}/state`)).json()) as {
            backfill: { seconds: number; events: number };
            rss: number;
            databaseBytes: number;
            seedSeconds: number;
          };
        const before = await stateOf();
        const rows = measureTheApi ? await measureEndpoints(`http://127.0.0.1:${server.api}`, control) : [];
        const after = await stateOf();
        console.log(
          `  ${engine}: backfill ${before.backfill.events} events in ${before.backfill.seconds.toFixed(1)} s ` +
            `(${(before.backfill.events / Math.max(before.backfill.seconds, 1e-3)).toFixed(0)} events/s), ` +
            `records seeded in ${before.seedSeconds.toFixed(1)} s, API RSS ${mb(after.rss)}, database ${mb(after.databaseBytes)}`,
        );
        for (const row of rows) console.log(row);
        if (measureTheConsole) {
          try {
            for (let run = 0; run < consoleRuns; run++) {
              const figures = await measureConsole(`http://127.0.0.1:${server.api}`, chain.rpcUrl);
              console.log(
                `  console (Chromium, load ${loadAverage()}): first cards ${ms(figures.firstCardsMs)} after navigation ` +
                  `(${figures.requests.api} API requests, ${figures.requests.rpc} JSON-RPC calls), sort by name ` +
                  `${ms(figures.sortMs)}, filter ${ms(figures.filterMs)}, buckets table ${ms(figures.bucketsMs)} ` +
                  `after navigation, JS heap ${figures.heapMb.toFixed(0)} MB`,
              );
              for (const line of figures.timeline) console.log(`    ${line}`);
            }
          } catch (error) {
            console.log(`  console (Chromium): ${(error as Error).message}`);
          }
        }
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      } finally {
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await chain.stop();
  }
}
