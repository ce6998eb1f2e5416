// `npm run bench:indexer`: how long GET /api/health takes while the indexer catches up on 1,000 blocks full of
// trades, on PGlite (and on PostgreSQL when one is reachable). The API runs as `npm run server` does, in a child
// process with the indexer on; this process asks for /api/health one request after another from the moment the
// server listens until the indexer's checkpoint reaches the chain head, then prints p50/p99/max. Asserts nothing.
// Environment: BENCH_BLOCKS (default 1000), BENCH_TRADES (buys among them, default 300), INDEXER_BATCH_BLOCKS
// (passed on), BENCH_DATABASE_URL (admin URL of a PostgreSQL server; default postgresql://postgres@127.0.0.1:5432/test).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createWalletClient, http, maxUint256 } from 'viem';
import { anvilAccount, localChain } from '../scripts/lib/anvil.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { systemContracts } from '../server/lib/contracts.ts';
import {
  INVESTOR_A,
  INVESTOR_B,
  INVESTOR_C,
  M2,
  startTestChain,
  USDT,
} from '../server/test/helpers/chain.ts';

const ROOT = path.join(import.meta.dirname, '..');
const blocks = Number(process.env.BENCH_BLOCKS ?? 1000);
const trades = Number(process.env.BENCH_TRADES ?? 300);
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
  const name = `bench_indexer_${Date.now()}`;
  try {
    await run(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(postgresAdmin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Health = { indexer?: { checkpoint_block?: number | null } };

async function measure(env: Record<string, string>, head: bigint) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    let started = 0;
    const latencies: number[] = [];
    for (;;) {
      const sent = performance.now();
      const body = await fetch(url)
        .then((r) => r.json() as Promise<Health>)
        .catch(() => null);
      const took = performance.now() - sent;
      if (!body) {
        if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      started ||= sent;
      latencies.push(took);
      const checkpoint = body.indexer?.checkpoint_block ?? null;
      if (checkpoint !== null && BigInt(checkpoint) >= head) break;
      if (performance.now() - started > 600_000) throw new Error('catch-up took over 10 minutes');
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      seconds: (performance.now() - started) / 1000,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const chain = await startTestChain();
try {
  const start = BigInt(chain.deployment.startBlock);
  const tokens = [
    await chain.createProperty('Bench Harbour', 100_000n),
    await chain.createProperty('Bench Garden', 100_000n),
  ];
  const investors = [INVESTOR_A, INVESTOR_B, INVESTOR_C];
  const wallets = investors.map((index) =>
    createWalletClient({
      account: anvilAccount(index),
      chain: localChain(chain.rpcUrl),
      transport: http(chain.rpcUrl),
    }),
  );
  const senders = wallets.map((wallet) =>
    systemContracts({ public: chain.client, wallet }, chain.deployment),
  );
  for (const sender of senders) {
    const hash = await sender.usdt.write.approve([chain.deployment.VaultTrader, maxUint256]);
    await chain.client.waitForTransactionReceipt({ hash });
  }
  for (let i = 0; i < trades; i++) {
    const sender = senders[i % senders.length];
    const token = tokens[i % tokens.length];
    if (!sender || !token) throw new Error('no sender or token');
    const hash = await sender.vault.write.buy([token, M2, 1_000_000n * USDT, maxUint256, maxUint256]);
    if (i === trades - 1) await chain.client.waitForTransactionReceipt({ hash });
  }
  const used = (await chain.client.getBlockNumber()) - start;
  if (BigInt(blocks) > used) await chain.mine(blocks - Number(used));
  const head = await chain.client.getBlockNumber();
  console.log(
    `Indexer latency benchmark: catch-up of ${head - start} blocks holding ${trades} purchases (about ` +
      `${trades * 3} indexed logs and ${trades} certificates); /api/health asked one request after another`,
  );
  const common = {
    RPC_URL: chain.rpcUrl,
    DEPLOYMENTS_FILE: chain.deploymentsFile,
    CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}`,
    INDEXER_INTERVAL_MS: '50',
    ...(process.env.INDEXER_BATCH_BLOCKS ? { INDEXER_BATCH_BLOCKS: process.env.INDEXER_BATCH_BLOCKS } : {}),
  };
  const print = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `  ${name.padEnd(11)} catch-up ${r.seconds.toFixed(1).padStart(5)} s   ${String(r.count).padStart(5)} requests   ` +
        `p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   max ${r.max.toFixed(1).padStart(7)} ms`,
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-indexer-'));
  try {
    print('PGlite', await measure({ ...common, DATA_DIR: dataDir }, head));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await postgresDatabase();
  if (database) {
    const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-indexer-'));
    try {
      print('PostgreSQL', await measure({ ...common, DATA_DIR: pgDir, DATABASE_URL: database.url }, head));
    } finally {
      await database.drop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  } else {
    console.log(`  PostgreSQL  skipped (none reachable at ${postgresAdmin.replace(/:[^:@/]*@/, ':***@')})`);
  }
} finally {
  await chain.stop();
}
