// The chain indexer as an app plugin: started when the server is ready (INDEXER=0 turns the loop off),
// stopped on close; its effects invalidate the catalogue caches across processes, and drop the cached roles of
// the wallets whose roles changed (a safety net: every role check reads the chain's newest block anyway,
// server/plugins/app/roles.ts).
import fp from 'fastify-plugin';
import { createIndexer, type Indexer } from '../../indexer/indexer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    indexer: Indexer;
  }
}

export default fp(
  async (app) => {
    const indexer = createIndexer({
      db: app.db,
      chain: app.chain,
      records: app.chainRecords,
      auditLog: app.auditLog,
      certificates: app.certificatesRepository,
      properties: app.propertiesRepository,
      figures: app.propertyFigures,
      signer: app.certificateSigner,
      log: app.log.child({ component: 'indexer' }),
      confirmations: app.config.confirmations,
      batchBlocks: app.config.indexerBatchBlocks,
      intervalMs: app.config.indexerIntervalMs,
      async onEffects(effects) {
        if (effects.roleAccounts.size > 0) app.roles.forget(effects.roleAccounts);
        if (effects.catalog) await app.catalogCache.invalidate();
      },
    });
    app.decorate('indexer', indexer);
    if (app.config.indexer) app.addHook('onReady', async () => indexer.start());
    app.addHook('onClose', async () => indexer.stop());
  },
  {
    name: 'indexer',
    dependencies: [
      'chain',
      'chain-records-repository',
      'audit-log-repository',
      'certificates-repository',
      'properties-repository',
      'property-figures-repository',
      'certificate-signer',
      'catalog-cache',
      'roles',
    ],
  },
);
