import type { FastifyInstance } from 'fastify';
import { Permission } from '@ideamatch/shared';
import { reportApi } from '@ideamatch/shared/api/dashboard';
import { route } from '../../lib/route';
import { decideReport, listReportGroups } from './report.service';
import { decideAppeal, listAppeals } from './appeal-queue.service';

const access = { permission: Permission.ReportManage } as const;

/** The dashboard's reports queue (people report ideas through `POST /api/idea/{id}/report`). */
export const reportRoutes = async (app: FastifyInstance) => {
  route(app, reportApi.list, { access, handler: (request) => listReportGroups(app.db, request.query) });

  route(app, reportApi.decide, {
    access,
    handler: (request) => decideReport(app.db, request.actor(), request.params.id, request.body),
  });

  route(app, reportApi.appeals, {
    access,
    handler: (request) => listAppeals(app.db, request.actor(), request.query),
  });

  route(app, reportApi.decideAppeal, {
    access,
    handler: (request) => decideAppeal(app.db, request.actor(), request.params.id, request.body),
  });
};
