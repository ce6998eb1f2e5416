// Prometheus metrics (prom-client), one registry per app: requests by route and status with their latency, the
// indexer's lag, leadership and recorded events, the database pool, catalogue cache hits and RPC errors. They
// are served by a listener of their own (server/lib/metrics-listener.ts, METRICS_PORT on loopback), never by
// the public API: no route here answers /metrics.
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Sources read at scrape time (the plugins that own them register later). */
export type MetricSources = {
  pool(): { total: number; idle: number; waiting: number } | null;
  indexer(): Promise<IndexerFigures>;
};

type IndexerFigures = { leader: boolean; checkpoint: bigint | null; head: bigint | null; logs: number };

export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'realestate_' });
  const requests = new Counter({
    name: 'realestate_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'realestate_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cache = new Counter({
    name: 'realestate_catalog_cache_requests_total',
    help: 'Catalogue cache look-ups, by result (hit, stale: sent past its TTL while a refresh runs, or miss).',
    labelNames: ['result'] as const,
    registers,
  });
  const rpcErrors = new Counter({
    name: 'realestate_rpc_errors_total',
    help: 'Calls to the chain node that failed for want of the node, by kind of failure.',
    labelNames: ['failure'] as const,
    registers,
  });
  new Gauge({
    name: 'realestate_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting = requests queued for one).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  // prom-client runs every collect() of a scrape at once: the three indexer figures share one snapshot.
  let snapshot: { at: number; value: Promise<IndexerFigures | null> } | null = null;
  const indexer = () => {
    if (!snapshot || Date.now() - snapshot.at > 250) {
      snapshot = { at: Date.now(), value: sources.indexer().catch(() => null) };
    }
    return snapshot.value;
  };
  new Gauge({
    name: 'realestate_indexer_lag_blocks',
    help: 'Chain head minus the last block the indexer recorded.',
    registers,
    async collect() {
      const figures = await indexer();
      if (figures?.checkpoint != null && figures.head !== null)
        this.set(Number(figures.head - figures.checkpoint));
    },
  });
  new Gauge({
    name: 'realestate_indexer_leader',
    help: '1 when this process leads the indexer (holds its lock).',
    registers,
    async collect() {
      this.set((await indexer())?.leader ? 1 : 0);
    },
  });
  new Counter({
    name: 'realestate_indexer_events_total',
    help: 'Chain events (logs) this process recorded; rate() gives events per second.',
    registers,
    async collect() {
      this.reset();
      this.inc((await indexer())?.logs ?? 0);
    },
  });
  return { registry, requests, latency, cache, rpcErrors };
}

export default fp(
  async (app) => {
    const metrics = createMetrics({
      pool: () => app.db?.poolStats?.() ?? null,
      async indexer() {
        const status = await app.indexer.status();
        const head = app.chain.loadDeployment() ? await app.chain.blockNumber().catch(() => null) : null;
        return {
          leader: status.leader,
          checkpoint: status.checkpointBlock,
          head,
          logs: app.indexer.stats.logs,
        };
      },
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.latency.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
