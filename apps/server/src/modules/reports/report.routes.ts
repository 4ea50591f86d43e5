import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardReportListQuerySchema,
  idParamSchema,
  Permission,
  reportDecisionReplySchema,
  reportDecisionSchema,
  reportGroupListReplySchema,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { decideReport, listReportGroups } from './report.service';

const tags = ['dashboard'];
const reportManage = { access: { permission: Permission.ReportManage } } as const;

/** The dashboard's reports queue (people report ideas through `POST /api/idea/{id}/report`). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/report',
    {
      config: reportManage,
      schema: {
        summary: 'List reports grouped by idea',
        tags,
        querystring: dashboardReportListQuerySchema,
        response: { 200: reportGroupListReplySchema },
      },
    },
    async (request) => ok(await listReportGroups(app.db, request.query)),
  );

  app.patch(
    '/api/dashboard/report/:id',
    {
      config: reportManage,
      schema: {
        summary: 'Decide a report',
        tags,
        params: idParamSchema,
        body: reportDecisionSchema,
        response: { 200: reportDecisionReplySchema },
      },
    },
    async (request) => ok(await decideReport(app.db, request.actor(), request.params.id, request.body)),
  );
};
