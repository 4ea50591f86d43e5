import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  profileReplySchema,
  profileUpdateReplySchema,
  profileUpdateSchema,
  publicProfileReplySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { getOwnProfile, getPublicProfile, resolveProfileOwner, updateProfile } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  app.get(
    '/api/account/profile',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Get my profile', tags: ['account'], response: { 200: profileReplySchema } },
    },
    async (request) => {
      return ok(await getOwnProfile(app.db, request.actor()));
    },
  );

  app.get(
    '/api/dashboard/account/profile',
    {
      config: { access: 'staff' },
      schema: { summary: 'Get my staff profile', tags: ['dashboard'], response: { 200: profileReplySchema } },
    },
    async (request) => {
      return ok(await getOwnProfile(app.db, request.actor()));
    },
  );

  app.get(
    '/api/account/:id',
    {
      config: { access: 'everyone' },
      schema: {
        summary: "Get a person's public profile",
        tags: ['account'],
        params: idParamSchema,
        response: { 200: publicProfileReplySchema },
      },
    },
    async (request) => ok(await getPublicProfile(app.db, request.params.id)),
  );

  app.patch(
    '/api/account/:id',
    {
      config: {
        access: { owner: (request) => resolveProfileOwner(app.db, (request.params as { id: string }).id) },
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        summary: "Update my profile or a sub-account's",
        tags: ['account'],
        params: idParamSchema,
        body: profileUpdateSchema,
        response: { 200: profileUpdateReplySchema },
      },
    },
    async (request) => {
      return ok(
        await updateProfile(app.db, {
          storage: app.storage,
          session: request.actor(),
          accountId: request.params.id,
          changes: request.body,
          log: request.log,
        }),
      );
    },
  );
};
