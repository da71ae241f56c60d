/** The audit log, for the owner: newest first, filtered, in cursor pages. */
import { AuditListResponseSchema, AuditQuerySchema } from '@lumen/contract/admin';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/page';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AuditRepository } from './audit';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, { audit }) => {
  app.get(
    ADMIN_API_PATHS.adminAudit,
    {
      preHandler: app.requireStaff('audit'),
      schema: {
        tags: ['admin'],
        operationId: 'adminAuditLog',
        security: STAFF_SECURITY,
        summary: 'The audit log (owner): filters by staff member, entity, action and dates; cursor pages',
        querystring: AuditQuerySchema,
        response: { 200: AuditListResponseSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { shown, next_cursor } = pageOf(await audit.list(request.query), request.query.limit, (last) =>
        String(last.id),
      );
      return ok('OK', {
        entries: shown.map((row) => ({
          id: String(row.id),
          staff_id: row.staffId,
          source: row.source,
          at: row.at.toISOString(),
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          before: row.before,
          after: row.after,
          request_id: row.requestId,
        })),
        next_cursor,
      });
    },
  );
};
