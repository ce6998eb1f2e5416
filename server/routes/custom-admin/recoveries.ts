// GET /custom_admin/recoveries/: the identity registry's recoveries of lost wallets, for compliance and admins
// (docs/compliance.md#the-back-offices-recoveries). Requests, cancellations and executions happen on chain only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ROLES } from '#core/roles.ts';
import { sendPage } from '../../lib/list-query.ts';
import { listRecoveriesSchema } from '../../schemas/recoveries.ts';

const adminRecoveries: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRoles(API_ROLES.recoveries));
  // A recovery is ready by the chain's clock (the registry compares with block.timestamp).
  const chainNow = async () =>
    (await app.chain.head().catch(() => null))?.time ?? Math.floor(Date.now() / 1000);

  app.get('/', { schema: listRecoveriesSchema }, async (request, reply) => {
    const page = await app.recoveriesRepository.list(request.query, await chainNow());
    request.audit('admin.recoveries_listed', { target: 'recoveries', count: page.items.length });
    return sendPage(reply, 'recoveries', page);
  });
};

export default adminRecoveries;
