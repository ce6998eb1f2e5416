// The whole product on one machine, as one supervised process tree: anvil (child process, state persisted in
// DATA_DIR), the contracts deployed once per chain, the API in this process (PGlite in DATA_DIR) serving the
// built web app — or Vite's dev server in front of it — on one origin, and the demo data seeded on a new chain.
// Used by `npm start`, `npm run dev` and the end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPublicClient, http } from 'viem';
import type { Deployment } from '#core/deployment.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemo } from '../demo/seed.ts';
import { ANVIL_CHAIN_ID, type Anvil, startAnvil } from './anvil.ts';
import { deploymentFile, deploySystem, readDeployment } from './deploy.ts';
import { acquireInstanceLock, type InstanceLock } from './instance-lock.ts';

export const root = resolve(import.meta.dirname, '..', '..');

/**
 * Seconds between the blocks the sandbox's chain mines without transactions (BSC's former cadence): its clock runs
 * with the wall clock, so an announced price, a closure or a lock takes effect on chain, and in every figure read at
 * the head, at its time rather than at the next transaction (docs/operations.md#sandbox).
 */
export const CHAIN_BLOCK_SECONDS = 3;

export type StackOptions = {
  /** Folder for the chain state, the database, uploads and secrets (default `.data`). */
  dataDir: string;
  /** Port of the one origin (web, /api, custom_admin, /locales, /uploads, /rpc). */
  port: number;
  /** Port of anvil; 0 = any free port. */
  chainPort: number;
  /** Vite dev server with hot reload instead of the built app. */
  dev?: boolean;
  /** Seed the demo data when the chain is new (default true). */
  seed?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
  /** API log level (default `warn`). */
  logLevel?: string;
};

export type Stack = {
  url: string;
  rpcUrl: string;
  deployment: Deployment;
  stop: () => Promise<void>;
};

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock: InstanceLock = acquireInstanceLock(
    join(dataDir, 'sandbox.lock'),
    `http://127.0.0.1:${options.port}`,
  );
  const cleanups: (() => Promise<void>)[] = [async () => lock.release()];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch(() => {});
    }
  };
  try {
    // 1. The chain: restored from DATA_DIR when it was saved there.
    const anvil: Anvil = await startAnvil({
      port: options.chainPort,
      stateFile: join(dataDir, 'chain-state.json'),
      stateInterval: 10,
      blockTime: CHAIN_BLOCK_SECONDS,
    });
    cleanups.push(() => anvil.stop());
    log(`chain: anvil at ${anvil.rpcUrl}`);

    // 2. The contracts: deployed once per chain. Local deploys are deterministic, so the committed
    //    deployments/31337.json (which the web app is built with) must match.
    const markerFile = join(dataDir, 'sandbox.json');
    const committed = readDeployment(deploymentFile(ANVIL_CHAIN_ID));
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const code = await client.getCode({ address: committed.MasterRegistry });
    const fresh = !code || code === '0x';
    const deploymentsFile = join(dataDir, 'deployments.json');
    let deployment = committed;
    if (fresh) {
      // A new chain makes the old database and uploads meaningless: they described another chain.
      for (const stale of ['pglite', 'uploads', 'mailbox', 'sandbox.json'])
        rmSync(join(dataDir, stale), { recursive: true, force: true });
      log('chain: new chain, deploying the contracts');
      deployment = await deploySystem({ rpcUrl: anvil.rpcUrl, outFile: deploymentsFile });
      const differs = (Object.keys(committed) as (keyof Deployment)[]).filter(
        (k) => committed[k] !== deployment[k],
      );
      if (differs.length > 0) {
        throw new Error(
          `the fresh deployment differs from deployments/31337.json in ${differs.join(', ')}; ` +
            'run `npm run contracts:build` and commit the deployments file it writes',
        );
      }
    } else if (!existsSync(deploymentsFile)) {
      writeFileSync(deploymentsFile, `${JSON.stringify(committed, null, 2)}\n`);
    }

    // 3. The web app: built when its sources changed (production mode), or served by Vite (dev mode).
    if (!options.dev) buildWebAppIfStale(log);

    // 4. The API (this process) on the one origin.
    const config = loadConfig(
      {
        ...process.env,
        LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
        // Mails go to the local sink, listed at /dev/mailbox (docs/email.md#dev-mailbox).
        MAIL_DEV_SINK: '1',
      },
      {
        dataDir,
        port: options.dev ? 0 : options.port,
        host: '127.0.0.1',
        chainId: ANVIL_CHAIN_ID,
        rpcUrl: anvil.rpcUrl,
        deploymentsFile,
        uploadsDir: join(dataDir, 'uploads'),
        staticRoot: options.dev ? null : join(root, 'dist'),
        rpcProxy: true,
        // Links in mails point at the one origin.
        publicUrl: `http://127.0.0.1:${options.port}`,
      },
    );
    const api = await buildApp({ config });
    cleanups.push(() => api.close());
    const apiUrl = await api.listen({ port: config.port, host: '127.0.0.1' });
    let url = apiUrl;
    if (options.dev) {
      // vite.config.ts proxies /api, /custom_admin, /uploads and /rpc to API_PORT.
      process.env.API_PORT = new URL(apiUrl).port;
      const { createServer } = await import('vite');
      const vite = await createServer({
        root,
        configFile: join(root, 'vite.config.ts'),
        server: { port: options.port, strictPort: true, host: '127.0.0.1' },
      });
      cleanups.push(() => vite.close());
      await vite.listen();
      url = `http://127.0.0.1:${options.port}`;
    }
    log(`api: ${apiUrl}`);

    // 5. Demo data, once per chain (the marker is removed with the database when the chain is new).
    if ((options.seed ?? true) && !existsSync(markerFile)) {
      log('demo: seeding properties, purchases and liquidity');
      const seeded = await seedDemo({
        rpcUrl: anvil.rpcUrl,
        apiUrl,
        deployment,
        log: (line) => log(`demo: ${line}`),
      });
      writeFileSync(
        markerFile,
        `${JSON.stringify({ seededAt: new Date().toISOString(), properties: seeded }, null, 2)}\n`,
      );
    }
    return { url, rpcUrl: anvil.rpcUrl, deployment, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `vite build` (`npm run build`) when dist/ is missing or older than anything it is built from. */
export function buildWebAppIfStale(log: (line: string) => void) {
  const built = join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sources = [
    'src',
    'public',
    'generated',
    'deployments',
    'index.html',
    'vite.config.ts',
    'package.json',
  ];
  if (builtAt > 0 && newestMtime(sources.map((s) => join(root, s))) <= builtAt) return;
  log('web: building the app (vite build)');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // A production bundle even when started from a test runner (Vitest sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}
