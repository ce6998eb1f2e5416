// The API process of `npm run bench:scale`: buildApp configured from the environment, whose indexer first
// backfills the whole chain (timed: events per second), then every on-chain property gets a backend record. A
// second, bare listener answers the harness: GET /state (backfill figures, RSS, database size), POST /invalidate
// (drops the catalogue cache, for cold measurements). Prints one JSON line {api, control} with the ports.
import { execFileSync } from 'node:child_process';
import Fastify from 'fastify';
import { getAddress } from 'viem';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

// BENCH_STATIC_ROOT: the built web app (dist/), served as `npm start` does, for the console's measurement.
const config = loadConfig(process.env, {
  port: 0,
  logLevel: 'warn',
  indexer: false,
  staticRoot: process.env.BENCH_STATIC_ROOT ?? null,
});
const app = await buildApp({ config, logger: false });
await app.ready();

const head = await app.chain.blockNumber();
const backfillStarted = performance.now();
while (((await app.indexer.status()).checkpointBlock ?? -1n) < head) await app.indexer.tick();
const backfill = { seconds: (performance.now() - backfillStarted) / 1000, events: app.indexer.stats.logs };

const views = await app.chain.allPropertyViews();
const seeded = Date.now();
for (let i = 0; i < views.length; i += 50) {
  await Promise.all(
    views.slice(i, i + 50).map((view, j) =>
      app.propertiesRepository.create(getAddress(view.token), {
        name: view.name,
        description: `A property of the scale benchmark, number ${i + j + 1}.`,
        name_ru: `Объект ${i + j + 1}`,
        description_ru: 'Объект нагрузочного теста.',
        property_address: `${i + j + 1} Scale Street`,
        property_address_ru: null,
        apy_percent: 4 + ((i + j) % 60) / 10,
        is_active: true,
        image: `/uploads/00000000-0000-4000-8000-${String(i + j).padStart(12, '0')}.webp`,
      }),
    ),
  );
}
const seedSeconds = (Date.now() - seeded) / 1000;

async function databaseBytes(): Promise<number> {
  if (config.databaseUrl) {
    const [row] = await app.db.query<{ size: string }>(
      'select pg_database_size(current_database())::text as size',
    );
    return Number(row?.size ?? 0);
  }
  const out = execFileSync('du', ['-sb', `${config.dataDir}/pglite`], { encoding: 'utf8' });
  return Number(out.split(/\s/)[0]);
}

const control = Fastify({ logger: false });
control.get('/state', async () => {
  return {
    backfill,
    rss: process.memoryUsage().rss,
    databaseBytes: await databaseBytes(),
    seedSeconds,
  };
});
control.post('/invalidate', async () => {
  await app.catalogCache.invalidate();
  return { ok: true };
});

await app.listen({ port: 0, host: '127.0.0.1' });
await control.listen({ port: 0, host: '127.0.0.1' });
const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ api: port(app), control: port(control) }));

const stop = async () => {
  await control.close();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
