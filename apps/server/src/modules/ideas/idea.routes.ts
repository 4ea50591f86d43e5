import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ideaHomeReplySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { getHomeIdeas } from './idea.service';

export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/idea/home',
    { config: { access: 'visitor' }, schema: { tags: ['idea'], response: { 200: ideaHomeReplySchema } } },
    async () => ok(await getHomeIdeas(app.db)),
  );
};
