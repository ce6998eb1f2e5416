// `npm run bench:restart`: how long the API on PGlite takes to answer again after `kill -9`, with the start's
// caches (docs/operations.md#restart-time: Node's compile cache and the compiled validators and serializers under
// DATA_DIR) beside the same start without them (NODE_DISABLE_COMPILE_CACHE=1 and no compiled-schemas folder), in
// alternating runs on one data folder, so that the ratio holds on a busy machine. Each run spawns `node
// server/main.ts`, asks GET /api/health until any answer comes, then kills the process with SIGKILL. The folder is
// created once before the runs (initdb, which a restart never pays). No chain runs: the API starts without one.
// Prints the medians and their ratio; asserts nothing. Environment: BENCH_RUNS (pairs of runs, default 5).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.ts';

const ROOT = path.join(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-restart-'));
const compileCache = path.join(dataDir, 'node-compile-cache');
const schemas = path.join(dataDir, 'compiled-schemas');
const nowhere = await freePort(); // an RPC port nothing listens on

/** Seconds from spawning the API until it answers GET /api/health; the process is then killed with SIGKILL. */
async function start(cached: boolean): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: String(port),
    RPC_URL: `http://127.0.0.1:${nowhere}`,
    LOG_LEVEL: 'fatal',
    METRICS_PORT: '0',
    ...(cached ? { NODE_COMPILE_CACHE: compileCache } : { NODE_DISABLE_COMPILE_CACHE: '1' }),
  };
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
        return (performance.now() - began) / 1000;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

/** A start without the compiled schemas: the folder is set aside for it, and put back after. */
async function startWithoutCaches(): Promise<number> {
  const aside = `${schemas}.aside`;
  if (existsSync(schemas)) renameSync(schemas, aside);
  try {
    return await start(false);
  } finally {
    rmSync(schemas, { recursive: true, force: true });
    if (existsSync(aside)) renameSync(aside, schemas);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  const created = await start(true); // creates the folder and fills both caches
  console.log(`first start (new PGlite folder, caches filled): ${created.toFixed(2)} s`);
  const withCaches: number[] = [];
  const without: number[] = [];
  for (let run = 0; run < runs; run++) {
    without.push(await startWithoutCaches());
    withCaches.push(await start(true));
    console.log(
      `run ${run + 1}: without caches ${without.at(-1)?.toFixed(2)} s, with ${withCaches.at(-1)?.toFixed(2)} s`,
    );
  }
  const ratio = median(withCaches) / median(without);
  console.log(
    `restart after kill -9, median of ${runs}: ${median(withCaches).toFixed(2)} s with the caches, ` +
      `${median(without).toFixed(2)} s without: ${(ratio * 100).toFixed(0)} % (${((1 - ratio) * 100).toFixed(0)} % less)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
