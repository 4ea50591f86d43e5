import type { FastifyInstance } from 'fastify';
import { Permission } from '@ideamatch/shared';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { route } from '../../lib/route';
import { decideContentReport, listContentReports, reportAccount, reportComment } from './content-report.service';

/** Reports on comments and people, and the dashboard's queue of them. */
export const contentReportRoutes = async (app: FastifyInstance) => {
  const sending = { access: 'user' as const, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  route(app, contentReportApi.reportComment, {
    ...sending,
    handler: (request) =>
      reportComment(
        app.db,
        { accountId: request.actor().accountId, address: request.ip },
        request.params.id,
        request.body,
      ),
  });
  route(app, contentReportApi.reportAccount, {
    ...sending,
    handler: (request) =>
      reportAccount(
        app.db,
        { accountId: request.actor().accountId, address: request.ip },
        request.params.id,
        request.body,
      ),
  });

  const access = { permission: Permission.ReportManage } as const;
  route(app, contentReportApi.list, { access, handler: (request) => listContentReports(app.db, request.query) });
  route(app, contentReportApi.decide, {
    access,
    handler: (request) => decideContentReport(app.db, request.actor(), request.params.id, request.body),
  });
};
