// `npm run server`: the API alone on PORT (default 3000). Configuration: see server/config.ts and the README.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { FolderInUseError } from './db/folder-lock.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
