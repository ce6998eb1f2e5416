// GET /api/health: database, chain head and indexer lag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_VERSION } from '../../plugins/external/swagger.ts';
import { healthSchema } from '../../schemas/health.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: healthSchema }, async (_request, reply) => {
    const database = await app.db
      .query('select 1')
      .then(() => true)
      .catch(() => false);
    const block = app.chain.loadDeployment() ? await app.chain.blockNumber().catch(() => null) : null;
    const indexer = await app.indexer.status().catch(() => null);
    const checkpoint = indexer?.checkpointBlock ?? null;
    const ok = database && block !== null;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      version: API_VERSION,
      database: { ok: database, engine: app.db.engine },
      chain: {
        ok: block !== null,
        chain_id: app.config.chainId,
        block_number: block === null ? null : Number(block),
      },
      indexer: {
        enabled: indexer?.enabled ?? false,
        leader: indexer?.leader ?? false,
        checkpoint_block: checkpoint === null ? null : Number(checkpoint),
        lag_blocks: checkpoint === null || block === null ? null : Number(block - checkpoint),
      },
    });
  });
};

export default health;
