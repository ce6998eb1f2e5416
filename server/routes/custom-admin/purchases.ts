// GET /custom_admin/purchases/: every purchase, for managers and admins (docs/api.md#endpoints; its 403 text:
// docs/messages.md#purchases-and-sales).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPage } from '../../lib/list-query.ts';
import { adminListPurchasesSchema } from '../../schemas/purchases.ts';

const adminPurchases: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireBackOffice);

  app.get('/', { schema: adminListPurchasesSchema }, async (request, reply) =>
    sendPage(reply, 'purchases', await app.tradesRepository.listPurchases(request.query, null)),
  );
};

export default adminPurchases;
