import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardDeleteReplySchema,
  dashboardIdeaDetailReplySchema,
  dashboardIdeaListQuerySchema,
  dashboardIdeaListReplySchema,
  dashboardIdeaUpdateReplySchema,
  dashboardIdeaUpdateSchema,
  idParamSchema,
  Permission,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { deleteComment } from '../comments/comment.service';
import {
  deleteDashboardIdea,
  getDashboardIdea,
  listDashboardIdeas,
  updateDashboardIdea,
} from './idea-moderation.service';

const tags = ['dashboard'];
const ideaManage = { access: { permission: Permission.IdeaManage } } as const;

/** Idea management of the dashboard: every idea, hidden and deleted ones included, and their comments. */
export const ideaModerationRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ok(await updateDashboardIdea(app.db, request.actor(), request.params.id, request.body)),
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
    async (request) => ok(await deleteDashboardIdea(app.db, request.actor(), request.params.id)),
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
      const { id } = await deleteComment(app.db, request.actor(), request.params.id);
      return ok({ id });
    },
  );
};
