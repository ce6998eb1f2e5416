// server/lib/metrics-listener.ts with a stand-in registry: the scrape answers GET /metrics (query ignored) in the
// registry's format on its own listener, everything else 404, a failed collection 500 (logged); close frees it.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenMetrics, type MetricsListener } from './metrics-listener.ts';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function standIn(collect: () => Promise<string>) {
  const logged: { level: string; message: string }[] = [];
  const app = {
    metrics: { registry: { metrics: collect, contentType: CONTENT_TYPE } },
    log: {
      info: (_fields: unknown, message: string) => logged.push({ level: 'info', message }),
      error: (_fields: unknown, message: string) => logged.push({ level: 'error', message }),
    },
  } as unknown as FastifyInstance;
  return { app, logged };
}

let listener: MetricsListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

describe('metrics listener', () => {
  it('test_listenMetrics_serves_the_registry_on_get_metrics_only', async () => {
    const { app, logged } = standIn(async () => 'http_requests_total 3\n');
    listener = await listenMetrics(app, '127.0.0.1', 0);
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(logged).toEqual([{ level: 'info', message: 'metrics listening' }]);
    for (const url of [listener.url, `${listener.url}?name[]=x`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(CONTENT_TYPE);
      expect(await response.text()).toBe('http_requests_total 3\n');
    }
    for (const url of [
      listener.url.replace('/metrics', '/'),
      listener.url.replace('/metrics', '/api/health'),
      `${listener.url}/x`,
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe('Not found\n');
    }
    expect((await fetch(listener.url, { method: 'POST', body: 'x' })).status).toBe(404);
  });

  it('test_listenMetrics_answers_500_when_collection_fails_and_logs_it', async () => {
    const { app, logged } = standIn(() => Promise.reject(new Error('collector broke')));
    listener = await listenMetrics(app, '127.0.0.1', 0);
    const response = await fetch(listener.url);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('metrics collection failed\n');
    expect(logged).toContainEqual({ level: 'error', message: 'metrics: collection failed' });
  });

  it('test_listenMetrics_fails_on_a_port_in_use_and_close_frees_the_port', async () => {
    const { app } = standIn(async () => '');
    const first = await listenMetrics(app, '127.0.0.1', 0);
    const port = Number(new URL(first.url).port);
    await expect(listenMetrics(app, '127.0.0.1', port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await first.close();
    listener = await listenMetrics(app, '127.0.0.1', port);
    expect(listener.url).toBe(first.url);
  });
});
