// The process under load: the API (buildApp, configured from the environment like `npm run server`) and a
// bare Fastify instance with one route (plus `/cpu`, this process's CPU time, for the harness), side by side.
// A request with `x-bench-cache: miss` drops the catalogue cache first, so that it is computed again: what
// every request costs when nothing is cached.
// With BENCH_SEED=N it first gives every on-chain property a backend record with N gallery images. Prints one
// JSON line {api, bare} with the ports.
import Fastify from 'fastify';
import { getAddress } from 'viem';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const config = loadConfig(process.env, { port: 0, logLevel: 'warn', indexer: false });
const app = await buildApp({ config, logger: false });
app.addHook('onRequest', async (request) => {
  if (request.headers['x-bench-cache'] === 'miss') await app.catalogCache.invalidate();
});
await app.ready();
// The catalogue reads the figures the indexer keeps: one pass records every property created so far.
await app.indexer.tick();

const galleryImages = Number(process.env.BENCH_SEED ?? 0);
for (const [i, view] of (await app.chain.allPropertyViews()).entries()) {
  if (await app.propertiesRepository.findByContract(view.token)) continue;
  const record = await app.propertiesRepository.create(getAddress(view.token), {
    name: view.name,
    description: `A property used by the API benchmark, number ${i + 1}. `.repeat(6).trim(),
    name_ru: `Объект ${i + 1}`,
    description_ru: 'Описание объекта для нагрузочного теста.',
    property_address: `${i + 1} Benchmark Street`,
    property_address_ru: null,
    apy_percent: 5 + i / 10,
    is_active: true,
    image: `/uploads/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp`,
  });
  await app.propertiesRepository.addGalleryImages(
    record.id,
    Array.from(
      { length: galleryImages },
      (_, j) => `/uploads/00000000-0000-4000-8001-${String(i * 100 + j).padStart(12, '0')}.webp`,
    ),
    galleryImages,
  );
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
// For the harness: CPU time this process has used (µs), read around each load to get CPU per request.
bare.get('/cpu', async () => process.cpuUsage());

await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ api: port(app as unknown as typeof bare), bare: port(bare) }));

const stop = async () => {
  await bare.close();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
