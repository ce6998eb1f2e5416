// GET /custom_admin/chain-properties/: the console's "All properties" and buckets tabs read every property's
// indexed figures here, a page at a time, sorted and filtered by the database (docs/api.md#indexed-block,
// docs/admin.md#all-properties). Managers, admins and the fund manager.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ROLES } from '#core/roles.ts';
import { FIGURES_STREAM } from '../../indexer/indexer.ts';
import { pageHeaders } from '../../lib/list-query.ts';
import { onchainProperty } from '../../lib/property-views.ts';
import { adminChainPropertiesSchema } from '../../schemas/admin-chain-properties.ts';

const adminChainProperties: FastifyPluginAsyncTypebox = async (app) => {
  // The buckets dashboard reads it too, and it opens to the fund manager (docs/roles.md#console-access).
  app.addHook('onRequest', app.requireRoles(API_ROLES['chain-properties']));

  app.get('/', { schema: adminChainPropertiesSchema }, async (request, reply) => {
    // The mark is read first: figures written after it are only newer.
    const mark = await app.chainRecords.checkpoint(app.db, FIGURES_STREAM);
    // Prices whose time has come are in force in what follows, indexed or not (docs/api.md#chain-time). The list
    // is the database's: with the node out of reach it is still answered, as indexed.
    await app.figuresClock.head().catch(() => undefined);
    const page = await app.propertyFigures.page(request.query);
    for (const [name, value] of Object.entries(pageHeaders('properties', page))) reply.header(name, value);
    return {
      properties: page.items.map(({ view, backendId }) => onchainProperty(view, backendId)),
      total: page.total,
      indexed_block: mark ? mark.block.toString() : null,
    };
  });
};

export default adminChainProperties;
