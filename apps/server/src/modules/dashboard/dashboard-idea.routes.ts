import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogReplySchema,
  dashboardDeleteReplySchema,
  dashboardIdeaDetailReplySchema,
  dashboardIdeaListQuerySchema,
  dashboardIdeaListReplySchema,
  dashboardIdeaUpdateReplySchema,
  dashboardIdeaUpdateSchema,
  dashboardReportListQuerySchema,
  idParamSchema,
  Permission,
  reportDecisionReplySchema,
  reportDecisionSchema,
  reportGroupListReplySchema,
} from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import type { SessionInfo } from '../auth/session.service';
import { deleteComment } from '../comments/comment.service';
import { listAuditLog } from './audit-log.service';
import {
  deleteDashboardIdea,
  getDashboardIdea,
  listDashboardIdeas,
  updateDashboardIdea,
} from './dashboard-idea.service';
import { decideReport, listReportGroups } from './dashboard-report.service';

const tags = ['dashboard'];
const ideaManage = { access: { permission: Permission.IdeaManage } } as const;
const reportManage = { access: { permission: Permission.ReportManage } } as const;

const sessionOf = (request: { session: SessionInfo | null }): SessionInfo => {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
};

/** Idea management, the reports queue and the audit log of the dashboard. */
export const dashboardIdeaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/idea',
    {
      config: ideaManage,
      schema: {
        summary: 'List ideas for moderation',
        tags,
        querystring: dashboardIdeaListQuerySchema,
        response: { 200: dashboardIdeaListReplySchema },
      },
    },
    async (request) => ok(await listDashboardIdeas(app.db, request.query)),
  );

  app.get(
    '/api/dashboard/idea/:id',
    {
      config: ideaManage,
      schema: {
        summary: 'Get an idea for moderation',
        tags,
        params: idParamSchema,
        response: { 200: dashboardIdeaDetailReplySchema },
      },
    },
    async (request) => ok(await getDashboardIdea(app.db, request.params.id)),
  );

  app.patch(
    '/api/dashboard/idea/:id',
    {
      config: ideaManage,
      schema: {
        summary: 'Moderate an idea',
        tags,
        params: idParamSchema,
        body: dashboardIdeaUpdateSchema,
        response: { 200: dashboardIdeaUpdateReplySchema },
      },
    },
    async (request) => ok(await updateDashboardIdea(app.db, sessionOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/dashboard/idea/:id',
    {
      config: ideaManage,
      schema: {
        summary: 'Delete an idea as staff',
        tags,
        params: idParamSchema,
        response: { 200: dashboardDeleteReplySchema },
      },
    },
    async (request) => ok(await deleteDashboardIdea(app.db, sessionOf(request), request.params.id)),
  );

  app.delete(
    '/api/dashboard/comment/:id',
    {
      config: ideaManage,
      schema: {
        summary: 'Delete a comment as staff',
        tags,
        params: idParamSchema,
        response: { 200: dashboardDeleteReplySchema },
      },
    },
    async (request) => {
      const { id } = await deleteComment(app.db, sessionOf(request), request.params.id);
      return ok({ id });
    },
  );

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
    async (request) => ok(await decideReport(app.db, sessionOf(request), request.params.id, request.body)),
  );

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
    async (request) => ok(await listAuditLog(app.db, sessionOf(request), request.query)),
  );
};
