import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  ideaDetailReplySchema,
  ideaHomeReplySchema,
  ideaListQuerySchema,
  ideaListReplySchema,
  myIdeaListReplySchema,
  pageQuerySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { getHomeIdeas, listAccountIdeas, listIdeas, listMyIdeas, viewIdea } from './idea.service';
import { ideaWriteRoutes } from './idea-write.routes';

export const ideaRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/idea/home',
    {
      config: { access: 'visitor' },
      schema: { summary: "Get the home page's ideas", tags: ['idea'], response: { 200: ideaHomeReplySchema } },
    },
    async () => ok(await getHomeIdeas(app.db)),
  );

  // Public ideas are readable in a sub-account session too, so a persona can share one in its chats.
  app.get(
    '/api/idea',
    {
      config: { access: 'everyone' },
      schema: {
        summary: 'List public ideas',
        tags: ['idea'],
        querystring: ideaListQuerySchema,
        response: { 200: ideaListReplySchema },
      },
    },
    async (request) => ok(await listIdeas(app.db, request.query, request.session?.accountId ?? null)),
  );

  app.get(
    '/api/idea/mine',
    {
      config: { access: 'user' },
      schema: {
        summary: 'List my ideas',
        tags: ['idea'],
        querystring: pageQuerySchema,
        response: { 200: myIdeaListReplySchema },
      },
    },
    async (request) => {
      return ok(await listMyIdeas(app.db, request.actor().accountId, request.query));
    },
  );

  app.get(
    '/api/idea/account/:id',
    {
      config: { access: 'visitor' },
      schema: {
        summary: "List a person's public ideas",
        tags: ['idea'],
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: ideaListReplySchema },
      },
    },
    async (request) => ok(await listAccountIdeas(app.db, request.params.id, request.query)),
  );

  app.get(
    '/api/idea/:id',
    {
      config: { access: 'everyone' },
      schema: {
        summary: 'Get an idea',
        tags: ['idea'],
        params: idParamSchema,
        response: { 200: ideaDetailReplySchema },
      },
    },
    async (request) =>
      ok(
        await viewIdea(app.db, request.params.id, {
          accountId: request.session?.accountId ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      ),
  );

  await app.register(ideaWriteRoutes, { config });
};
