// What running the API in production needs beyond its routes: it refuses to boot without its secrets, lists
// every variable in .env.example, sends HSTS, a request id on every response and log line, Prometheus metrics on
// a listener of its own (never the public one), and shuts down gracefully within a deadline.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../config.ts';
import { listenMetrics, type MetricsListener } from '../lib/metrics-listener.ts';
import { closeWithDeadline, exitCodeOf } from '../lib/shutdown.ts';
import { collectLogs, createTestApp, engines, type TestApp } from './helpers/app.ts';
import { chainPerFile } from './helpers/chain-hooks.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const chain = chainPerFile();

/** Runs `node server/main.ts` with `env` (and nothing else of this process's environment but PATH). */
async function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

describe('production boot', () => {
  it('test_production_refuses_to_start_without_its_secrets', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prod-boot-'));
    try {
      const noJwt = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
      expect(noJwt.code).toBe(1);
      expect(noJwt.stderr.trim()).toBe('JWT_SECRET is required in production (32+ characters).');
      const noSigner = await runMain({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        JWT_SECRET: 'x'.repeat(40),
      });
      expect(noSigner.code).toBe(1);
      expect(noSigner.stderr.trim()).toBe(
        'CERTIFICATE_SIGNER_KEY is required in production (0x + 64 hex digits).',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('test_env_example_lists_exactly_the_variables_of_the_config', () => {
    const text = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
    // Pinned: the variables of the production topology are among them.
    for (const name of ['METRICS_PORT', 'METRICS_HOST', 'SHUTDOWN_TIMEOUT_MS', 'UPLOADS_DIR', 'JWT_SECRET'])
      expect(ENV_VARIABLES).toContain(name);
  });
});

describe('deploy/systemd units', () => {
  const units = ['realestate-api@.service', 'realestate-indexer.service'];
  it.each(units)('test_%s_runs_the_api_with_known_variables_and_outlives_its_shutdown_deadline', (unit) => {
    const text = readFileSync(path.join(root, 'deploy', 'systemd', unit), 'utf8');
    const exec = /^ExecStart=(.+)$/m.exec(text)?.[1] ?? '';
    expect(exec).toMatch(/ server\/main\.ts$/);
    const set = [...exec.matchAll(/ ([A-Z_]+)=/g)].map((m) => m[1]);
    expect(set.length).toBeGreaterThan(0);
    for (const name of set) expect(ENV_VARIABLES).toContain(name);
    expect(text).toMatch(/^EnvironmentFile=\/etc\/realestate\/realestate\.env$/m);
    // systemd kills after TimeoutStopSec: it must exceed the API's own deadline (SHUTDOWN_TIMEOUT_MS, 10 s).
    const secrets = { jwtSecret: 'x'.repeat(40), certificateSignerKey: `0x${'1'.repeat(64)}` as const };
    expect(loadConfig({}, secrets).shutdownTimeoutMs).toBe(10_000);
    expect(Number(/^TimeoutStopSec=([0-9]+)$/m.exec(text)?.[1])).toBeGreaterThan(10);
    // Node's compile cache outlives PrivateTmp, in the folder systemd creates for the service.
    expect(text).toMatch(/^CacheDirectory=realestate$/m);
    expect(text).toMatch(/^Environment=NODE_COMPILE_CACHE=\/var\/cache\/realestate\/node-compile-cache$/m);
  });
});

describe.each(engines())('operations on %s', (engine) => {
  let t: TestApp;
  let metrics: MetricsListener;
  const logs = collectLogs('info');
  beforeAll(async () => {
    t = await createTestApp(chain(), engine, { production: true, logger: logs.logger });
    metrics = await listenMetrics(t.app, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await metrics?.close();
    await t?.close();
  });

  it('test_hsts_and_security_headers_in_production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('test_request_id_on_every_response_and_in_its_log_lines', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(fresh.statusCode).toBe(404);
    expect(fresh.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );

    const fromProxy = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'c0ffee0123456789abcdef0123456789' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('c0ffee0123456789abcdef0123456789');
    const lines = logs.lines.filter((l) => l.reqId === 'c0ffee0123456789abcdef0123456789');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);

    // Not an id: anything that could forge a log line or grow it is replaced.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': `a b\n${'x'.repeat(80)}` },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('test_metrics_only_on_their_own_listener_in_prometheus_format', async () => {
    const publicSide = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicSide.statusCode).toBe(404);

    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/properties/onchain-catalog/' });
    await t.app.inject({ method: 'GET', url: '/api/properties/onchain-catalog/' });
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /^realestate_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^realestate_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^realestate_http_requests_total\{method="GET",route="unmatched",status_code="404"\} [1-9]/m,
    );
    expect(text).toMatch(/^realestate_catalog_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^realestate_catalog_cache_requests_total\{result="miss"\} [1-9]/m);
    expect(text).toMatch(/^realestate_indexer_lag_blocks [0-9]+$/m);
    expect(text).toMatch(/^realestate_indexer_leader [01]$/m);
    expect(text).toMatch(/^realestate_indexer_events_total [0-9]+$/m);
    expect(text).toMatch(/^# TYPE realestate_rpc_errors_total counter$/m);
    if (engine === 'postgres')
      expect(text).toMatch(/^realestate_db_pool_connections\{state="total"\} [0-9]+$/m);

    const elsewhere = await fetch(metrics.url.replace('/metrics', '/api/health'));
    expect(elsewhere.status).toBe(404);
  });

  it('test_rpc_errors_are_counted', async () => {
    const offline = await createTestApp(chain(), engine, { rpcUrl: 'http://127.0.0.1:9' });
    try {
      expect((await offline.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const text = await offline.app.metrics.registry.metrics();
      expect(text).toMatch(/^realestate_rpc_errors_total\{failure="unreachable"\} [1-9]/m);
    } finally {
      await offline.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('test_close_with_deadline_reports_closed_failed_and_timeout', async () => {
    const closed = await closeWithDeadline(async () => {}, 1000);
    expect(closed).toEqual({ outcome: 'closed' });
    expect(exitCodeOf(closed)).toBe(0);
    const failed = await closeWithDeadline(async () => {
      throw new Error('boom');
    }, 1000);
    expect(failed.outcome).toBe('failed');
    expect(exitCodeOf(failed)).toBe(1);
    const stuck = await closeWithDeadline(() => new Promise(() => {}), 50);
    expect(stuck).toEqual({ outcome: 'timeout' });
    expect(exitCodeOf(stuck)).toBe(1);
  });

  it('test_in_flight_request_finishes_when_the_app_closes', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp(chain(), 'pglite', {
      setup(app) {
        app.get('/slow-for-test', async () => {
          entered();
          await released;
          return { done: true };
        });
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = fetch(`${address}/slow-for-test`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await inside;
    const closing = closeWithDeadline(() => t.close(), 10_000);
    release();
    expect(await pending).toEqual({ status: 200, body: { done: true } });
    expect(await closing).toEqual({ outcome: 'closed' });
  });
});
