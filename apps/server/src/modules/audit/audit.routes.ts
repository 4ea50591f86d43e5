import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogReplySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { listAuditLog } from './audit-log.service';

const tags = ['dashboard'];

/** The dashboard's audit log reader. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'List the audit log',
        tags,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogReplySchema },
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.actor(), request.query)),
  );
};
