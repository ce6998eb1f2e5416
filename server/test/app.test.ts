// Application-wide behaviour, across route modules: configuration at boot, the PGlite folder lock, error bodies
// (no 5xx leaks), chain outages (503), URLs redacted in the logs, rate limits, CORS, and cache invalidation across
// processes (PostgreSQL NOTIFY, Redis). Each route module's own behaviour is tested in routes/<module>.test.ts.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LOGIN_MESSAGE_PREFIX } from '#core/login.ts';
import { anvilAccount } from '../../scripts/lib/anvil.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { FolderInUseError, lockFolder } from '../db/folder-lock.ts';
import { openPglite } from '../db/pglite.ts';
import { collectLogs, createPostgresDatabase, createTestApp, engines, type TestApp } from './helpers/app.ts';
import { INVESTOR_A } from './helpers/chain.ts';
import { chainPerFile } from './helpers/chain-hooks.ts';
import { rpcError, startRpcFront } from './helpers/rpc-front.ts';

const chain = chainPerFile();

/** A cached entry of `first` is computed again after `second` published an invalidation. */
async function expectInvalidationReaches(first: TestApp, second: TestApp) {
  let loads = 0;
  const load = async () => ({ loads: ++loads });
  expect((await first.app.catalogCache.get('k', load)).body.toString()).toBe('{"loads":1}');
  expect((await first.app.catalogCache.get('k', load)).body.toString()).toBe('{"loads":1}');
  await second.app.catalogCache.invalidate();
  let body = '';
  for (let i = 0; i < 50 && body !== '{"loads":2}'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    body = (await first.app.catalogCache.get('k', load)).body.toString();
  }
  expect(body).toBe('{"loads":2}');
}

describe('catalogue cache', () => {
  it('test_catalogCache_sends_the_previous_copy_while_a_ttl_refresh_runs_and_waits_after_an_invalidation_or_a_minute', async () => {
    const t = await createTestApp(chain(), 'pglite');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let loads = 0;
      let release = () => {};
      const load = async () => {
        loads++;
        if (loads === 2 || loads === 4) await new Promise<void>((resolve) => (release = resolve));
        return { loads };
      };
      const get = async () => (await t.app.catalogCache.get('k', load)).body.toString();
      expect(await get()).toBe('{"loads":1}');
      // Past the 15 s backstop, nothing known to have changed: the previous copy at once, one refresh behind it.
      vi.setSystemTime(Date.now() + 15_001);
      expect(await get()).toBe('{"loads":1}');
      expect(await get()).toBe('{"loads":1}');
      expect(loads).toBe(2);
      release();
      await vi.waitFor(async () => expect(await get()).toBe('{"loads":2}'));
      expect(loads).toBe(2);
      // An invalidation drops the copy: the next request waits for figures that hold the change.
      await t.app.catalogCache.invalidate();
      await vi.waitFor(async () => expect(await get()).toBe('{"loads":3}'));
      // A copy more than a minute past its TTL is not sent any more: the request waits for the new one.
      vi.setSystemTime(Date.now() + 15_000 + 60_001);
      const waiting = get();
      const first = await Promise.race([
        waiting,
        new Promise((resolve) => setTimeout(resolve, 200, 'waiting')),
      ]);
      expect(first).toBe('waiting');
      release();
      expect(await waiting).toBe('{"loads":4}');
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});

describe('configuration', () => {
  it('test_loadConfig_refuses_missing_secrets_in_production', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
    try {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
        /JWT_SECRET is required/,
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
      ).toThrow(/CERTIFICATE_SIGNER_KEY is required/);
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('test_loadConfig_reports_every_invalid_variable', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', RPC_URL: 'ftp://node', CONFIRMATIONS: '-1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/RPC_URL/);
    expect(message).toMatch(/CONFIRMATIONS/);
  });

  it('test_loadConfig_reads_trust_proxy_as_flag_or_addresses_and_refuses_hop_counts', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ TRUST_PROXY, JWT_SECRET: 'x'.repeat(40), CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}` })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    // Fastify would silently trust nobody for "1": a clear refusal at boot instead.
    expect(() => trust('1')).toThrow(/hop counts are not supported/);
  });

  it('test_loadConfig_refuses_trust_proxy_true_in_production', () => {
    const production = (TRUST_PROXY?: string) =>
      loadConfig({
        NODE_ENV: 'production',
        TRUST_PROXY,
        JWT_SECRET: 'x'.repeat(40),
        CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}`,
      }).trustProxy;
    // Any X-Forwarded-For a client wrote would be its address: the per-IP login limit would count nothing.
    expect(() => production('true')).toThrow(ConfigError);
    expect(() => production('true')).toThrow(
      /TRUST_PROXY=true is refused in production: .*X-Forwarded-For.*Set the addresses of your proxies/,
    );
    expect(production('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(production()).toBe(false);
    expect(production('false')).toBe(false);
  });

  it('test_loadConfig_takes_an_empty_DATA_DIR_as_unset', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), CERTIFICATE_SIGNER_KEY: `0x${'1'.repeat(64)}` };
    // An empty DATA_DIR must not put the database and the secrets in the working directory itself.
    expect(loadConfig({ ...secrets, DATA_DIR: '' }).dataDir).toBe(path.resolve('.data'));
    expect(loadConfig({ ...secrets, DATA_DIR: '' }).uploadsDir).toBe(path.resolve('.data', 'uploads'));
  });

  it('test_loadConfig_keeps_generated_dev_secrets_and_defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.certificateSignerKey).toBe(first.certificateSignerKey);
      expect(first).toMatchObject({
        port: 3000,
        chainId: 31337,
        confirmations: 0,
        rpcProxy: true,
        rpcUrl: 'http://127.0.0.1:8545',
        databaseUrl: null,
        uploadsDir: path.join(dataDir, 'uploads'),
      });
      expect(first.deploymentsFile.endsWith(path.join('deployments', '31337.json'))).toBe(true);
      const bsc = loadConfig({ DATA_DIR: dataDir, CHAIN_ID: '56' });
      expect(bsc).toMatchObject({ rpcProxy: false, confirmations: 5 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite folder lock', () => {
  it('test_second_open_of_a_data_folder_fails_clearly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    const db = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(FolderInUseError);
      // A lock left by a process that no longer exists is taken over.
      await db.close();
      writeFileSync(path.join(dataDir, 'pglite.lock'), '2147483646');
      const again = await openPglite(dataDir);
      await again.close();
    } finally {
      await db.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('test_lock_file_without_pid_yet_counts_as_held_while_young', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    const file = path.join(dir, 'pglite.lock');
    try {
      // What another process's lock looked like between creating the file and writing its pid.
      writeFileSync(file, '');
      expect(() => lockFolder(file)).toThrow(FolderInUseError);
      expect(readFileSync(file, 'utf8')).toBe('');
      // Left empty by a crash long ago: stale, taken over.
      const old = new Date(Date.now() - 60_000);
      utimesSync(file, old, old);
      const release = lockFolder(file);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pid: process.pid });
      release();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('test_processes_starting_together_get_one_lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    const file = path.join(dir, 'pglite.lock');
    const module = path.join(import.meta.dirname, '..', 'db', 'folder-lock.ts');
    // Each process sleeps until the same instant, spins the last milliseconds, then tries; the winner holds
    // the lock until well after the others tried.
    const start = Date.now() + 3000;
    const script = `
      const { lockFolder } = await import(${JSON.stringify(module)});
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, ${start} - 20 - Date.now()));
      while (Date.now() < ${start}) {}
      let outcome;
      try { lockFolder(${JSON.stringify(file)}); outcome = 'locked'; }
      catch (error) { outcome = error.name; }
      console.log(outcome);
      setTimeout(() => process.exit(0), outcome === 'locked' ? ${start} + 3000 - Date.now() : 0);`;
    try {
      const outcomes = await Promise.all(
        Array.from(
          { length: 5 },
          () =>
            new Promise<string>((resolve, reject) => {
              execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout) =>
                error ? reject(error) : resolve(stdout.trim()),
              );
            }),
        ),
      );
      expect(outcomes.filter((o) => o === 'locked')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'FolderInUseError')).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines())('application on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(chain(), engine, {
      setup(app) {
        app.get(
          '/api/test-failure',
          { config: { failureDetail: 'Failed in a documented way' } },
          async () => {
            throw new Error('password=hunter2 at /srv/secret.ts:12');
          },
        );
        app.get('/api/test-crash', async () => {
          throw new TypeError('cannot read properties of undefined (internal detail)');
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('test_errors_never_leak_internals', async () => {
    const documented = await t.app.inject({ url: '/api/test-failure' });
    expect(documented.statusCode).toBe(500);
    expect(documented.json()).toEqual({ detail: 'Failed in a documented way' });
    const crash = await t.app.inject({ url: '/api/test-crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ detail: 'Internal server error' });
    const missing = await t.app.inject({ url: '/api/does-not-exist/' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['detail']);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
  });

  it('test_chain_outage_answers_503', async () => {
    const offline = await createTestApp(chain(), engine, { rpcUrl: 'http://127.0.0.1:9' });
    try {
      for (const url of ['/api/properties/onchain-catalog/', '/api/properties/validated-catalog/']) {
        const response = await offline.app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({ detail: 'Blockchain connection error' });
      }
    } finally {
      await offline.close();
    }
  });

  // The engine plays no part here.
  it.runIf(engine === 'pglite')('test_a_failed_contract_call_is_logged_small_with_its_function', async () => {
    // viem's errors carry the contract's whole ABI: 13–31 KB a line before (#27).
    const logs = collectLogs();
    const offline = await createTestApp(chain(), engine, {
      rpcUrl: 'http://127.0.0.1:9',
      logger: logs.logger,
    });
    try {
      const url = `/api/properties/check-status/${chain().deployment.MasterRegistry}/`;
      expect((await offline.app.inject({ url })).statusCode).toBe(503);
      const failed = logs.lines.filter((l) => l.err);
      expect(failed.length).toBeGreaterThan(0);
      for (const line of failed) expect(JSON.stringify(line).length).toBeLessThan(2048);
      expect(failed.map((l) => l.err)).toContainEqual(
        expect.objectContaining({ function: 'isProperty', contract: chain().deployment.MasterRegistry }),
      );
    } finally {
      await offline.close();
    }
  });

  // The chain's answers matter here, not the engine: one run (PostgreSQL when there is one).
  it.runIf(engine === engines().at(-1))(
    'test_node_refusing_calls_answers_503_and_the_failure_is_cached_briefly',
    async () => {
      // A node answering JSON-RPC errors (rate limited, method refused) to every read of blocks and contracts.
      const refused = new Set(['eth_call', 'eth_getBlockByNumber']);
      const front = await startRpcFront(chain().rpcUrl, (request) =>
        refused.has(request.method)
          ? rpcError(request, -32601, `the method ${request.method} is not available`)
          : undefined,
      );
      const refusing = await createTestApp(chain(), engine, { rpcUrl: front.url });
      try {
        for (const url of ['/api/properties/onchain-catalog/', '/api/properties/validated-catalog/']) {
          const first = await refusing.app.inject({ url });
          expect(first.statusCode, url).toBe(503);
          expect(first.json()).toEqual({ detail: 'Blockchain connection error' });
        }
        const calls = front.calls('eth_call') + front.calls('eth_getBlockByNumber');
        expect(calls).toBeGreaterThan(0);
        // Asked again at once, many times: the same answer, without a call to the node.
        for (let i = 0; i < 20; i++) {
          for (const url of ['/api/properties/onchain-catalog/', '/api/properties/validated-catalog/']) {
            const again = await refusing.app.inject({ url });
            expect(again.statusCode, url).toBe(503);
            expect(again.json()).toEqual({ detail: 'Blockchain connection error' });
          }
        }
        expect(front.calls('eth_call') + front.calls('eth_getBlockByNumber')).toBe(calls);
        // The node answers again: after the short failure memory, the catalogue is back.
        front.intercept(null);
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
        expect((await refusing.app.inject({ url: '/api/properties/onchain-catalog/' })).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
        await refusing.close();
        await front.stop();
      }
    },
  );

  // The engine plays no part here.
  it.runIf(engine === 'pglite')('test_logs_show_no_signature_or_token_from_query_strings', async () => {
    const logs = collectLogs();
    const logged = await createTestApp(chain(), engine, { logger: logs.logger });
    try {
      const signature = `0x${'ab'.repeat(65)}`;
      await logged.app.inject({ url: `/api/certificates/verify/1/?signature=${signature}` });
      await logged.app.inject({ url: `/api/properties/?token=secret-token-value&range=[0,1]` });
      const text = JSON.stringify(logs.lines);
      expect(text).not.toContain(signature.slice(2, 40));
      expect(text).not.toContain('secret-token-value');
      const urls = logs.lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
      expect(urls).toContain('/api/certificates/verify/1/?signature=[redacted]');
      expect(urls).toContain('/api/properties/?token=[redacted]&range=[0,1]');
    } finally {
      await logged.close();
    }
  });

  // PGlite is one process per folder (locked): only PostgreSQL has other processes to tell.
  it.runIf(engine === 'postgres')('test_cache_invalidation_reaches_other_processes', async () => {
    const database = await createPostgresDatabase();
    const first = await createTestApp(chain(), engine, { database });
    const second = await createTestApp(chain(), engine, { database });
    try {
      await expectInvalidationReaches(first, second);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });

  it.runIf(engine === 'postgres')('test_listen_session_cut_is_restored_and_caches_are_flushed', async () => {
    const database = await createPostgresDatabase();
    const first = await createTestApp(chain(), engine, { database });
    const second = await createTestApp(chain(), engine, { database });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await expectInvalidationReaches(first, second);
      let loads = 0;
      const load = async () => ({ loads: ++loads });
      expect((await first.app.catalogCache.get('gap', load)).body.toString()).toBe('{"loads":1}');
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'realestate-listen'`,
      );
      expect(rowCount).toBe(2);
      // Nobody published anything, yet once the session is back the cache is dropped (invalidations may have
      // been missed meanwhile), and invalidations flow again.
      let body = '';
      for (let i = 0; i < 100 && body !== '{"loads":2}'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        body = (await first.app.catalogCache.get('gap', load)).body.toString();
      }
      expect(body).toBe('{"loads":2}');
      await expectInvalidationReaches(first, second);
      await expectInvalidationReaches(second, first);
    } finally {
      await admin.end();
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe('rate limits and CORS', () => {
  /** A fresh login of investor A (timestamps `offset` ms apart are distinct signatures). */
  const login = async (t: TestApp, offset: number) => {
    const timestamp = Date.now() + offset;
    const signature = await anvilAccount(INVESTOR_A).signMessage({
      message: `${LOGIN_MESSAGE_PREFIX}${timestamp}`,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { address: anvilAccount(INVESTOR_A).address, signature, timestamp },
    });
  };

  it('test_login_is_rate_limited_and_cors_exposes_content_range', async () => {
    const t = await createTestApp(chain(), 'pglite', {
      rateLimits: { login: 2, refresh: 2, uploads: 2, rpc: 2, statements: 2 },
      corsOrigins: ['http://localhost:5173'],
    });
    try {
      const responses = [];
      for (let i = 0; i < 3; i++) responses.push(await login(t, i));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect(responses[2]?.json().detail).toMatch(/Too many requests/);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/properties/',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(preflight.headers['access-control-allow-headers']).toBe(
        'Authorization, Content-Type, X-XSRF-TOKEN',
      );
      expect(preflight.headers['access-control-max-age']).toBe('600');
      const list = await t.app.inject({
        url: '/api/properties/',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(list.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(list.headers['access-control-expose-headers']).toBe('Content-Range');
      const stranger = await t.app.inject({
        url: '/api/properties/',
        headers: { origin: 'https://evil.example' },
      });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      // Answers differ by origin: shared caches key on it.
      expect(String(list.headers.vary)).toMatch(/Origin/i);
    } finally {
      await t.close();
    }
  });

  it.runIf(inject('redisUrl'))('test_redis_shares_limits_and_invalidations_between_processes', async () => {
    const shared = {
      redisUrl: inject('redisUrl'),
      redisPrefix: `test-${Date.now()}:`,
      rateLimits: { login: 2, refresh: 2, uploads: 2, rpc: 2, statements: 2 },
    };
    const first = await createTestApp(chain(), 'pglite', shared);
    const second = await createTestApp(chain(), 'pglite', shared);
    try {
      const status = async (app: TestApp, offset: number) => (await login(app, offset)).statusCode;
      expect([await status(first, 0), await status(second, 1), await status(first, 2)]).toEqual([
        200, 200, 429,
      ]);

      await expectInvalidationReaches(first, second);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
