// GET /custom_admin/purchases/: every purchase, for managers and admins (docs/api.md#endpoints; its 403 text:
// docs/messages.md#purchases-and-sales).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ROLES } from '#core/roles.ts';
import { sendPage } from '../../lib/list-query.ts';
import { adminListPurchasesSchema } from '../../schemas/purchases.ts';

const adminPurchases: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRoles(API_ROLES.purchases));

  app.get('/', { schema: adminListPurchasesSchema }, async (request, reply) => {
    const page = await app.tradesRepository.listPurchases(request.query, null);
    request.audit('admin.purchases_listed', { target: 'all purchases', count: page.items.length });
    return sendPage(reply, 'purchases', page);
  });
};

export default adminPurchases;
