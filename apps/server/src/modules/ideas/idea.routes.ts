import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ideaHomeReplySchema, ideaListQuerySchema, ideaListReplySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { getHomeIdeas, listIdeas } from './idea.service';

export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/idea/home',
    { config: { access: 'visitor' }, schema: { tags: ['idea'], response: { 200: ideaHomeReplySchema } } },
    async () => ok(await getHomeIdeas(app.db)),
  );

  app.get(
    '/api/idea',
    {
      config: { access: 'visitor' },
      schema: { tags: ['idea'], querystring: ideaListQuerySchema, response: { 200: ideaListReplySchema } },
    },
    async (request) => ok(await listIdeas(app.db, request.query)),
  );
};
