import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParamSchema,
  ideaCreateSchema,
  ideaDeleteReplySchema,
  ideaDetailReplySchema,
  ideaHideReplySchema,
  ideaHideSchema,
  ideaReportReplySchema,
  ideaReportSchema,
  ideaShareReplySchema,
  ideaShareSchema,
  ideaUpdateSchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { resolveIdeaOwner } from './idea.service';
import { reportIdea, shareIdea } from './idea-action.service';
import { createIdea, deleteIdea, setOwnIdeaHidden, updateIdea } from './idea-write.service';

/** Creating, editing, deleting, hiding, reporting and sharing ideas. */
export const ideaWriteRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  const ideaOwner = (request: FastifyRequest) => resolveIdeaOwner(app.db, (request.params as { id: string }).id);

  app.post(
    '/api/idea',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Create an idea',
        tags: ['idea'],
        body: ideaCreateSchema,
        response: { 200: ideaDetailReplySchema },
      },
    },
    async (request) => ok(await createIdea(app.db, { accountId: request.actor().accountId, input: request.body })),
  );

  app.patch(
    '/api/idea/:id',
    {
      config: { access: { owner: ideaOwner }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Update my idea',
        tags: ['idea'],
        params: idParamSchema,
        body: ideaUpdateSchema,
        response: { 200: ideaDetailReplySchema },
      },
    },
    async (request) =>
      ok(
        await updateIdea(app.db, {
          storage: app.storage,
          accountId: request.actor().accountId,
          ideaId: request.params.id,
          changes: request.body,
          log: request.log,
        }),
      ),
  );

  app.delete(
    '/api/idea/:id',
    {
      config: { access: { owner: ideaOwner } },
      schema: {
        summary: 'Delete my idea',
        tags: ['idea'],
        params: idParamSchema,
        response: { 200: ideaDeleteReplySchema },
      },
    },
    async (request) => ok(await deleteIdea(app.db, request.params.id)),
  );

  app.patch(
    '/api/idea/:id/hide',
    {
      config: { access: { owner: ideaOwner } },
      schema: {
        summary: 'Hide or show my idea',
        tags: ['idea'],
        params: idParamSchema,
        body: ideaHideSchema,
        response: { 200: ideaHideReplySchema },
      },
    },
    async (request) => ok(await setOwnIdeaHidden(app.db, request.params.id, request.body.isHidden)),
  );

  app.post(
    '/api/idea/:id/report',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Report an idea',
        tags: ['idea'],
        params: idParamSchema,
        body: ideaReportSchema,
        response: { 200: ideaReportReplySchema },
      },
    },
    async (request) =>
      ok(
        await reportIdea(app.db, {
          accountId: request.actor().accountId,
          ideaId: request.params.id,
          report: request.body,
        }),
      ),
  );

  app.post(
    '/api/idea/:id/share',
    {
      config: { access: 'visitor', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Count a share of an idea',
        tags: ['idea'],
        params: idParamSchema,
        body: ideaShareSchema.nullish(),
        response: { 200: ideaShareReplySchema },
      },
    },
    async (request) =>
      ok(
        await shareIdea(app.db, {
          accountId: request.session?.accountId ?? null,
          ideaId: request.params.id,
          channel: request.body?.channel ?? null,
        }),
      ),
  );
};
