import type { FastifyInstance } from 'fastify';
import { Permission } from '@ideamatch/shared';
import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { route } from '../../lib/route';
import { deleteComment } from '../comments/comment.service';
import {
  deleteDashboardIdea,
  getDashboardIdea,
  listDashboardIdeas,
  updateDashboardIdea,
  warnIdeaOwner,
} from './idea-moderation.service';

const access = { permission: Permission.IdeaManage } as const;

/** Idea management of the dashboard: every idea, hidden and deleted ones included, and their comments. */
export const ideaModerationRoutes = async (app: FastifyInstance) => {
  route(app, ideaModerationApi.list, { access, handler: (request) => listDashboardIdeas(app.db, request.query) });

  route(app, ideaModerationApi.get, {
    access,
    handler: (request) => getDashboardIdea(app.db, request.actor(), request.params.id),
  });

  route(app, ideaModerationApi.update, {
    access,
    handler: (request) => updateDashboardIdea(app.db, request.actor(), request.params.id, request.body),
  });

  route(app, ideaModerationApi.delete, {
    access,
    handler: (request) => deleteDashboardIdea(app.db, request.actor(), request.params.id, request.body ?? {}),
  });

  route(app, ideaModerationApi.warn, {
    access,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) => warnIdeaOwner(app.db, request.actor(), request.params.id, request.body),
  });

  route(app, ideaModerationApi.deleteComment, {
    access,
    handler: async (request) => {
      const { id } = await deleteComment(app.db, request.actor(), request.params.id);
      return { id };
    },
  });
};
