// The API alone (started by server/main.ts) on PORT (default 3000), its Prometheus metrics on
// METRICS_HOST:METRICS_PORT (loopback:9464 by default; 0 = none). Configuration: see server/config.ts, .env.example and the README.
// SIGTERM/SIGINT: graceful shutdown within SHUTDOWN_TIMEOUT_MS (server/lib/shutdown.ts), then exit.
import { flushCompileCache } from 'node:module';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { FolderInUseError } from './db/folder-lock.ts';
import { listenMetrics, type MetricsListener } from './lib/metrics-listener.ts';
import { closeWithDeadline, exitCodeOf } from './lib/shutdown.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let metrics: MetricsListener | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadline_ms: config.shutdownTimeoutMs }, 'shutting down');
    const result = await closeWithDeadline(async () => {
      await app.close();
      await metrics?.close();
    }, config.shutdownTimeoutMs);
    if (result.outcome === 'closed') app.log.info('shut down');
    else if (result.outcome === 'timeout')
      app.log.error({ deadline_ms: config.shutdownTimeoutMs }, 'shutdown deadline passed; exiting');
    else app.log.error({ err: result.error }, 'shutdown failed');
    process.exit(exitCodeOf(result));
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Node writes its compile cache at exit, which a process killed outright never reaches: written now, once
  // every module of the API has loaded (server/main.ts).
  flushCompileCache();
  if (config.metricsPort > 0) metrics = await listenMetrics(app, config.metricsHost, config.metricsPort);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
