// GET /custom_admin/audit-log/: the audit log, for managers, admins and compliance (docs/audit-log.md#filters).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ROLES } from '#core/roles.ts';
import { sendPage } from '../../lib/list-query.ts';
import { adminListAuditLogSchema } from '../../schemas/admin-audit-log.ts';

const adminAuditLog: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRoles(API_ROLES['audit-log']));

  app.get('/', { schema: adminListAuditLogSchema }, async (request, reply) => {
    const page = await app.auditLog.list(request.query);
    request.audit('admin.audit_log_listed', { target: 'audit log', count: page.items.length });
    return sendPage(reply, 'audit-log', page);
  });
};

export default adminAuditLog;
