// GET /custom_admin/distributions/: every income distribution, for managers and admins (docs/income.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ROLES } from '#core/roles.ts';
import { sendPage } from '../../lib/list-query.ts';
import { adminListDistributionsSchema } from '../../schemas/income.ts';

const adminDistributions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRoles(API_ROLES.distributions));

  app.get('/', { schema: adminListDistributionsSchema }, async (request, reply) => {
    const page = await app.incomeRepository.listDistributions(request.query);
    request.audit('admin.distributions_listed', { target: 'all distributions', count: page.items.length });
    return sendPage(reply, 'distributions', page);
  });
};

export default adminDistributions;
