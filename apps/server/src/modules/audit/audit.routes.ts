import type { FastifyInstance } from 'fastify';
import { auditApi } from '@ideamatch/shared/api/dashboard';
import { route } from '../../lib/route';
import { listAuditLog } from './audit-log.service';

/** The dashboard's audit log reader. */
export const auditRoutes = async (app: FastifyInstance) => {
  route(app, auditApi.list, {
    access: 'staff',
    handler: (request) => listAuditLog(app.db, request.actor(), request.query),
  });
};
