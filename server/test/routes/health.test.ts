// The health route (server/routes/api/health.ts): the database, the chain and the indexer's lag when all is
// well, and a degraded 503 when the chain node cannot be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

describe.each(routeEngines())('health on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('test_health_reports_database_chain_and_indexer', async () => {
    await t.app.indexer.tick();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const head = Number(await chain().client.getBlockNumber());
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, engine },
      chain: { ok: true, chain_id: 31337, block_number: head },
      indexer: { checkpoint_block: head, lag_blocks: 0 },
    });
  });

  it('test_health_reports_a_chain_outage_as_degraded_503', async () => {
    const offline = await createTestApp(chain(), engine, { rpcUrl: 'http://127.0.0.1:9' });
    try {
      const health = await offline.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', chain: { ok: false, block_number: null } });
    } finally {
      await offline.close();
    }
  });
});
