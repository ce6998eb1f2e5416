// `npm run test:production`: the production topology on this machine, as the README's walk-through sets it up.
// The production build of the web app, anvil with the contracts, a PostgreSQL database of its own (created and
// dropped here), Redis under a key prefix of its own (when reachable), two API processes (`node server/main.ts`,
// NODE_ENV=production, one shared uploads folder) and nginx from deploy/nginx on loopback ports. Then a bounded
// load through nginx (catalogue, login, buys recorded from their transaction hash) while one API process is
// SIGKILLed (and restarted, as systemd would), and later the indexer's leader: requests keep succeeding (only
// in-flight non-idempotent ones may fail; the client retries idempotent ones), the other process takes the
// leadership, and every buy is recorded exactly once. Skipped with a line when nginx or PostgreSQL is missing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Address, createPublicClient, createWalletClient, type Hash, http, parseUnits } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { loginMessage } from '#core/login.ts';
import { maxUnlockTimeFor, tradeDeadline } from '#core/tradeBounds.ts';
import { systemContracts } from '../server/lib/contracts.ts';
import { seedDemo } from './demo/seed.ts';
import { ANVIL_CHAIN_ID, anvilAccount, localChain, startAnvil } from './lib/anvil.ts';
import { readDeployment } from './lib/deploy.ts';
import { freePort } from './lib/free-port.ts';
import { NGINX_BINARY, type Nginx, prepareSite, startNginx } from './lib/nginx.ts';
import { buildWebAppIfStale, root } from './lib/stack.ts';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Investor #9: untouched by the demo seed, it makes the buys of the load. */
const BUYER = 9;
/** Load after each kill, in milliseconds. */
const PHASE_MS = 5_000;
/** Buys of the load at most (the buyer's test USDT must cover them). */
const MAX_BUYS = 80;

const started = Date.now();
const say = (line: string) =>
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let passed = 0;
const failures: string[] = [];
function check(name: string, ok: boolean, detail = '') {
  if (ok) {
    passed++;
    say(`ok   ${name}`);
  } else {
    failures.push(name);
    say(`FAIL ${name}${detail ? `: ${detail}` : ''}`);
  }
}

async function postgresReachable(url: string): Promise<boolean> {
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

/** Runs `node <args>` without blocking this process (spawnSync would stall the children whose output it reads). */
async function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type Api = {
  name: string;
  port: number;
  metricsPort: number;
  url: string;
  child: ChildProcess | null;
  log: string;
};

/** `fetch` with a few tries on what a lost process looks like from the client (no answer, 502/503/504). */
async function fetchRetrying(url: string, init: RequestInit = {}, tries = 6): Promise<Response> {
  let last: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      const response = await fetch(url, init);
      if (![502, 503, 504].includes(response.status) || attempt === tries) return response;
      last = new Error(`${response.status}`);
      await response.body?.cancel();
    } catch (error) {
      last = error;
    }
    await sleep(250 * attempt);
  }
  throw last;
}

async function main() {
  if (!existsSync(NGINX_BINARY)) {
    say(`test:production skipped: nginx is not installed (${NGINX_BINARY}; apt-get install nginx)`);
    return;
  }
  if (process.env.TEST_POSTGRES === '0' || !(await postgresReachable(POSTGRES))) {
    say(
      `test:production skipped: no PostgreSQL reachable at ${POSTGRES.replace(/:[^:@/]*@/, ':***@')} (TEST_DATABASE_URL)`,
    );
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'realestate-production-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  let keepWork = false;
  try {
    // 1. The production build of the web app (`npm run build`; reused when no source is newer).
    buildWebAppIfStale(say);
    const webRoot = join(root, 'dist');
    check('the web app is built', existsSync(join(webRoot, 'index.html')));

    // 2. The chain with the contracts.
    const anvil = await startAnvil();
    cleanups.push(() => anvil.stop());
    const deploymentsFile = join(work, 'deployments.json');
    // The README's command (on BSC it also takes DEPLOYER_PRIVATE_KEY and USDT_ADDRESS).
    // (Asynchronously: this process reads anvil's output, which must keep flowing.)
    const deploy = await runNode([join(root, 'scripts', 'deploy.ts')], {
      ...process.env,
      RPC_URL: anvil.rpcUrl,
      CHAIN_ID: String(ANVIL_CHAIN_ID),
      DEPLOYMENTS_FILE: deploymentsFile,
    });
    if (deploy.code !== 0) throw new Error(`node scripts/deploy.ts failed:\n${deploy.output}`);
    const deployment = readDeployment(deploymentsFile);
    say(`chain: anvil at ${anvil.rpcUrl}, contracts deployed`);

    // 3. A database of this run, and Redis under a prefix of this run.
    const run = randomBytes(5).toString('hex');
    const database = `production_test_${run}`;
    await adminQuery(`create database ${database}`);
    cleanups.push(() => adminQuery(`drop database if exists ${database} with (force)`));
    const databaseUrl = new URL(POSTGRES);
    databaseUrl.pathname = `/${database}`;
    const redisPrefix = `production-test-${run}:`;
    const redis = (await redisReachable(REDIS)) ? REDIS : null;
    if (redis) {
      cleanups.push(async () => {
        const client = new Redis(redis);
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await client.del(...keys);
        } while (cursor !== '0');
        client.disconnect();
      });
    }
    say(
      `database ${database}; ${redis ? `Redis with prefix ${redisPrefix}` : 'no Redis (PostgreSQL NOTIFY)'}`,
    );

    // 4. Two API processes as the systemd units run them, on one database and one uploads folder.
    const uploadsDir = join(work, 'uploads');
    mkdirSync(uploadsDir);
    const nginxPort = await freePort();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: redisPrefix } : {}),
      RPC_URL: anvil.rpcUrl,
      CHAIN_ID: String(ANVIL_CHAIN_ID),
      DEPLOYMENTS_FILE: deploymentsFile,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      CERTIFICATE_SIGNER_KEY: generatePrivateKey(),
      UPLOADS_DIR: uploadsDir,
      TRUST_PROXY: '127.0.0.1',
      RPC_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      INDEXER_INTERVAL_MS: '300',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '5000',
      // The load logs in far more often than a person: the per-IP limits are for people.
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_UPLOADS: '1000',
    };
    const apis: Api[] = [];
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const metricsPort = await freePort();
      apis.push({
        name,
        port,
        metricsPort,
        url: `http://127.0.0.1:${port}`,
        child: null,
        log: join(work, `api-${name}.log`),
      });
    }
    const startApi = async (api: Api) => {
      const out = createWriteStream(api.log, { flags: 'a' });
      const child = spawn(process.execPath, [join(root, 'server', 'main.ts')], {
        cwd: root,
        env: {
          ...env,
          PORT: String(api.port),
          METRICS_PORT: String(api.metricsPort),
          DATA_DIR: join(work, `data-${api.name}`),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(out);
      child.stderr?.pipe(out);
      api.child = child;
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null)
          throw new Error(`API ${api.name} exited (${child.exitCode}); see ${api.log}`);
        const ok = await fetch(`${api.url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`API ${api.name} did not become healthy; see ${api.log}`);
        await sleep(200);
      }
    };
    const kill = async (api: Api, signal: NodeJS.Signals) => {
      const child = api.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return null;
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      child.kill(signal);
      const [code, by] = await exited;
      api.child = null;
      return { code, signal: by };
    };
    cleanups.push(async () => {
      for (const api of apis) await kill(api, 'SIGKILL');
    });
    await Promise.all(apis.map(startApi));
    say(`api: ${apis.map((a) => `${a.name} ${a.url} (metrics :${a.metricsPort})`).join(', ')}`);

    // 5. nginx from deploy/nginx, on loopback, as this user.
    const nginx: Nginx = await startNginx(join(work, 'nginx'), {
      listen: `127.0.0.1:${nginxPort}`,
      webRoot,
      api: apis.map((a) => `127.0.0.1:${a.port}`),
    });
    cleanups.push(() => nginx.stop());
    say(`nginx: ${nginx.url}`);

    // The TLS variant of the site (README step 8) passes `nginx -t` with a throw-away certificate.
    const tlsDir = join(work, 'tls');
    mkdirSync(tlsDir);
    const cert = join(tlsDir, 'cert.pem');
    const key = join(tlsDir, 'key.pem');
    const openssl = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status === 0) {
      let tlsOk = true;
      try {
        prepareSite(join(work, 'nginx-tls'), {
          listen: `127.0.0.1:${await freePort()}`,
          webRoot,
          api: apis.map((a) => `127.0.0.1:${a.port}`),
          tls: { cert, key },
        });
      } catch (error) {
        tlsOk = false;
        say((error as Error).message);
      }
      check('the TLS site (--tls-cert, --tls-key) passes nginx -t', tlsOk);
    } else {
      say('no openssl: the TLS site is not checked');
    }

    // 6. What the site serves, through nginx.
    const home = await fetch(`${nginx.url}/`);
    check(
      'nginx serves the app shell with the security headers and a request id',
      home.status === 200 &&
        (await home.text()).includes('<div id="root"') &&
        /default-src 'self'/.test(home.headers.get('content-security-policy') ?? '') &&
        /^max-age=31536000/.test(home.headers.get('strict-transport-security') ?? '') &&
        /^[0-9a-f]{32}$/.test(home.headers.get('x-request-id') ?? ''),
    );
    const route = await fetch(`${nginx.url}/properties/1`);
    check(
      'a client-side route gets the app shell',
      route.status === 200 && (await route.text()).includes('<div id="root"'),
    );
    const metricsThroughNginx = await fetch(`${nginx.url}/metrics`);
    check('nginx refuses /metrics', metricsThroughNginx.status === 404, String(metricsThroughNginx.status));
    const metricsOnApi = await fetch(`${apis[0]?.url}/metrics`);
    check('the public listener of an API process has no /metrics', metricsOnApi.status === 404);
    const health = await fetch(`${nginx.url}/api/health`);
    const healthId = health.headers.get('x-request-id') ?? '';
    const healthBody = (await health.json()) as { database: { engine: string } };
    check(
      "the API answers through nginx on PostgreSQL, with nginx's request id",
      health.status === 200 && healthBody.database.engine === 'postgres' && /^[0-9a-f]{32}$/.test(healthId),
      `${health.status} ${healthId}`,
    );

    // 7. The demo data through nginx: properties with uploaded images (multipart), logins and buys.
    say('seeding the demo data through nginx');
    const seeded = await seedDemo({ rpcUrl: anvil.rpcUrl, apiUrl: nginx.url, deployment });
    const catalog = await fetch(`${nginx.url}/api/properties/?limit=100`).then((r) => r.text());
    const images = [...new Set(catalog.match(/\/uploads\/[A-Za-z0-9._/-]+/g) ?? [])];
    let shared = images.length > 0;
    for (const image of images.slice(0, 5)) {
      for (const api of apis) {
        const response = await fetch(`${api.url}${image}`);
        await response.body?.cancel();
        shared &&= response.status === 200;
      }
    }
    check(
      `the uploaded images are served by both API processes (${images.length} images, shared UPLOADS_DIR)`,
      shared,
    );

    // 8. The load: catalogue readers, logins, and buys recorded from their transaction hash.
    const chain = localChain(anvil.rpcUrl);
    const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 20 });
    const buyer = systemContracts(
      {
        public: publicClient,
        wallet: createWalletClient({
          account: anvilAccount(BUYER),
          chain,
          transport: gasMarginTransport(http(anvil.rpcUrl)),
        }),
      },
      deployment,
    );
    // The cheapest active property: MAX_BUYS of one M2 each stay well within the buyer's test USDT.
    const one = parseUnits('1', 18);
    const quotes = await Promise.all(
      seeded
        .filter((p) => p.state === 'active')
        .map(async (p) => ({ token: p.token, cost: await buyer.vault.read.quoteBuy([p.token, one]) })),
    );
    const cheapest = quotes.sort((a, b) => (a.cost < b.cost ? -1 : 1))[0];
    if (!cheapest) throw new Error('no active property to buy');
    const token: Address = cheapest.token;
    const balance = await buyer.usdt.read.balanceOf([anvilAccount(BUYER).address]);
    if (2n * cheapest.cost * BigInt(MAX_BUYS) > balance) throw new Error('the buyer cannot pay for the load');
    const approval = await buyer.usdt.write.approve([
      deployment.VaultTrader,
      2n * cheapest.cost * BigInt(MAX_BUYS),
    ]);
    await publicClient.waitForTransactionReceipt({ hash: approval });

    const stats = {
      reads: 0,
      readFailures: [] as string[],
      logins: 0,
      loginFailures: [] as string[],
      buys: [] as Hash[],
      buyFailures: [] as string[],
    };
    let loading = true;
    const reader = async () => {
      const paths = [
        '/api/properties/onchain-catalog/',
        '/api/properties/',
        '/api/properties/validated-catalog/',
        '/',
      ];
      for (let i = 0; loading; i++) {
        const path = paths[i % paths.length] ?? '/';
        try {
          const response = await fetchRetrying(`${nginx.url}${path}`);
          await response.body?.cancel();
          if (response.ok) stats.reads++;
          else stats.readFailures.push(`${path} ${response.status}`);
        } catch (error) {
          stats.readFailures.push(`${path} ${(error as Error).message}`);
        }
        await sleep(20);
      }
    };
    const login = async (index: number) => {
      const account = anvilAccount(index);
      const timestamp = Date.now();
      const signature = await account.signMessage({ message: loginMessage(timestamp) });
      // A login is not idempotent (a signature is accepted once): no retry, a failure is counted.
      const response = await fetch(`${nginx.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, signature, timestamp }),
      });
      const body = (await response.json().catch(() => ({}))) as { access?: string };
      if (response.status !== 200 || !body.access) throw new Error(`login ${response.status}`);
      return body.access;
    };
    const loginWorker = async () => {
      for (let i = 0; loading; i++) {
        try {
          await login(3 + (i % 6));
          stats.logins++;
        } catch (error) {
          stats.loginFailures.push((error as Error).message);
        }
        await sleep(50);
      }
    };
    /** Why a buy reverted: out of gas, or the contract's error replayed on the state before its block. */
    const revertReport = async (
      hash: Hash,
      block: bigint,
      args: Parameters<typeof buyer.vault.simulate.buy>[0],
    ) => {
      const [sent, mined] = await Promise.all([
        publicClient.getTransaction({ hash }),
        publicClient.getTransactionReceipt({ hash }),
      ]);
      if (mined.gasUsed >= sent.gas) return `buy ${hash} reverted: out of gas (${sent.gas} given)`;
      const reason = await buyer.vault.simulate
        .buy(args, { blockNumber: block - 1n })
        .then(() => 'succeeds when replayed on the block before')
        .catch((error: Error) => error.message.split('\n').slice(0, 3).join(' '));
      return `buy ${hash} reverted (gas ${mined.gasUsed} of ${sent.gas}): ${reason}`;
    };
    const buyWorker = async () => {
      let access = '';
      while (loading && stats.buys.length < MAX_BUYS) {
        try {
          if (!access) access = await login(BUYER);
          const amount = parseUnits('1', 18);
          const cost = await buyer.vault.read.quoteBuy([token, amount]);
          const now = (await publicClient.getBlock()).timestamp;
          const lock = await buyer.token(token).read.lockDuration();
          const args = [token, amount, cost, maxUnlockTimeFor(now, lock, 0n), tradeDeadline(now)] as const;
          const hash = await buyer.vault.write.buy(args);
          const receipt = await publicClient.waitForTransactionReceipt({ hash });
          if (receipt.status !== 'success')
            throw new Error(await revertReport(hash, receipt.blockNumber, args));
          stats.buys.push(hash);
          // Recording a buy is idempotent (keyed by the transaction): the client retries it.
          const response = await fetchRetrying(`${nginx.url}/api/purchases/create/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
            body: JSON.stringify({ tx_hash: hash }),
          });
          if (response.status !== 201 && response.status !== 200)
            stats.buyFailures.push(`create ${hash}: ${response.status} ${await response.text()}`);
          else await response.body?.cancel();
        } catch (error) {
          stats.buyFailures.push((error as Error).message);
          access = '';
        }
        await sleep(400);
      }
    };
    const leaderOf = async () => {
      for (const api of apis) {
        if (!api.child) continue;
        const body = (await fetch(`${api.url}/api/health`).then(
          (r) => r.json(),
          () => null,
        )) as {
          indexer: { leader: boolean };
        } | null;
        if (body?.indexer.leader) return api;
      }
      return null;
    };
    const waitFor = async (what: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (await what()) return true;
        await sleep(200);
      }
      return false;
    };

    check(
      'one API process leads the indexer',
      await waitFor(async () => (await leaderOf()) !== null, 15_000),
    );
    say('load: 2 catalogue readers, 1 login loop, 1 buyer through nginx');
    const workers = [reader(), reader(), loginWorker(), buyWorker()];
    await sleep(PHASE_MS);

    const firstLeader = await leaderOf();
    const follower = apis.find((a) => a !== firstLeader) as Api;
    say(`SIGKILL API ${follower.name} (follower) under load`);
    const killedFollower = await kill(follower, 'SIGKILL');
    check('the follower died of SIGKILL', killedFollower?.signal === 'SIGKILL');
    await sleep(PHASE_MS);
    say(`restarting API ${follower.name} (as systemd's Restart=always would)`);
    await startApi(follower);
    await sleep(PHASE_MS);

    const leader = (await leaderOf()) as Api;
    const survivor = apis.find((a) => a !== leader) as Api;
    say(`SIGKILL API ${leader.name} (the indexer leader) under load`);
    const killedLeader = await kill(leader, 'SIGKILL');
    check('the leader died of SIGKILL', killedLeader?.signal === 'SIGKILL');
    check(
      `API ${survivor.name} takes the indexer leadership`,
      await waitFor(async () => (await leaderOf()) === survivor, 20_000),
    );
    await sleep(PHASE_MS);
    loading = false;
    await Promise.all(workers);
    say(
      `load done: ${stats.reads} reads, ${stats.logins} logins, ${stats.buys.length} buys; ` +
        `failed: ${stats.readFailures.length} reads, ${stats.loginFailures.length} logins, ${stats.buyFailures.length} buys`,
    );
    check(
      'every catalogue read succeeded (with client retries)',
      stats.reads > 0 && stats.readFailures.length === 0,
      stats.readFailures.join('; '),
    );
    // Only a login in flight on a killed process can be lost: one per kill at most (one login loop).
    check(
      'logins kept succeeding (at most the in-flight one per kill failed)',
      stats.logins > 0 && stats.loginFailures.length <= 2,
      stats.loginFailures.join('; '),
    );
    check(
      'every buy was recorded through the API',
      stats.buys.length > 0 && stats.buyFailures.length === 0,
      stats.buyFailures.join('; '),
    );

    // 9. No trade lost or recorded twice: the indexer (now on the survivor) agrees with the buys sent.
    const lastBlock = await publicClient.getBlockNumber();
    const caughtUp = await waitFor(async () => {
      const body = (await fetch(`${nginx.url}/api/health`).then(
        (r) => r.json(),
        () => null,
      )) as {
        indexer: { checkpoint_block: number | null };
      } | null;
      return (body?.indexer.checkpoint_block ?? -1) >= Number(lastBlock);
    }, 20_000);
    check('the new leader indexed up to the chain head', caughtUp);
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const rows = (
      await db.query<{ tx_hash: string; n: number }>(
        'select tx_hash, count(*)::int as n from purchases where lower(buyer) = lower($1) group by tx_hash',
        [anvilAccount(BUYER).address],
      )
    ).rows;
    await db.end();
    const recorded = new Map(rows.map((r) => [r.tx_hash.toLowerCase(), r.n]));
    const missing = stats.buys.filter((h) => !recorded.has(h.toLowerCase()));
    const twice = rows.filter((r) => r.n !== 1);
    check(
      `every buy is recorded exactly once (${stats.buys.length} buys, ${rows.length} records)`,
      missing.length === 0 && twice.length === 0 && rows.length === stats.buys.length,
      `missing ${missing.join(',')}; twice ${twice.map((r) => r.tx_hash).join(',')}`,
    );

    // 10. Metrics and logs of the survivor, then its graceful shutdown.
    const metrics = await fetch(`http://127.0.0.1:${survivor.metricsPort}/metrics`).then((r) => r.text());
    const expected = [
      /^realestate_http_requests_total\{method="POST",route="\/api\/purchases\/create\/",status_code="20[01]"\} [1-9]/m,
      /^realestate_http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/onchain-catalog\/",status_code="200"\} [1-9]/m,
      /^realestate_indexer_leader 1$/m,
      /^realestate_indexer_lag_blocks [0-9]+$/m,
      /^realestate_indexer_events_total [1-9]/m,
      /^realestate_db_pool_connections\{state="total"\} [0-9]+$/m,
      /^realestate_catalog_cache_requests_total\{result="hit"\} [1-9]/m,
    ];
    const absent = expected.filter((pattern) => !pattern.test(metrics));
    check(
      "the survivor's metrics: requests by route, latencies, indexer leadership, lag and events, pool, cache",
      absent.length === 0,
      `missing ${absent.join(' ')}\n${metrics
        .split('\n')
        .filter((l) => l.startsWith('realestate_') && !/process_|nodejs_|_bucket/.test(l))
        .slice(0, 60)
        .join('\n')}`,
    );
    const logs = apis.map((a) => readFileSync(a.log, 'utf8')).join('\n');
    check(
      "nginx's request id is in the API's log lines of that request",
      logs.includes(`"reqId":"${healthId}"`),
    );
    say(`SIGTERM API ${survivor.name}`);
    const stopped = await kill(survivor, 'SIGTERM');
    check('SIGTERM shuts the API down gracefully (exit 0)', stopped?.code === 0, JSON.stringify(stopped));
  } catch (error) {
    failures.push(`error: ${(error as Error).stack ?? error}`);
    say(`FAIL ${(error as Error).stack ?? error}`);
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((e: unknown) => say(`cleanup: ${(e as Error).message}`));
    keepWork = failures.length > 0;
    if (keepWork) say(`logs kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write(`\nproduction: ${passed} passed, ${failures.length} failed\n`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
