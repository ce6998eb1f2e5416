// The Prometheus scrape endpoint on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by default), so
// the public listener and the reverse proxy never serve it. Started and closed by server/serve.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type MetricsListener = { url: string; close(): Promise<void> };

export async function listenMetrics(
  app: FastifyInstance,
  host: string,
  port: number,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    app.metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`;
  app.log.info({ component: 'metrics', url }, 'metrics listening');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
