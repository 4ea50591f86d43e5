import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, subAccountListReplySchema, upsertSubAccountsSchema } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { listSubAccounts, removeSubAccount, upsertSubAccounts } from './sub-account.service';

/** The main account's personas (docs/design.md#sub-accounts); switching into one lives in modules/auth. */
export const subAccountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  app.get(
    '/api/account/sub-accounts',
    {
      config: { access: 'user' },
      schema: { summary: 'List my sub-accounts', tags: ['account'], response: { 200: subAccountListReplySchema } },
    },
    async (request) => {
      return ok(await listSubAccounts(app.db, request.actor().accountId));
    },
  );

  app.post(
    '/api/account/upsert-all-as-sub-accounts',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Save all my sub-accounts',
        tags: ['account'],
        body: upsertSubAccountsSchema,
        response: { 200: subAccountListReplySchema },
      },
    },
    async (request) => {
      return ok(
        await upsertSubAccounts(app.db, {
          storage: app.storage,
          ownerAccountId: request.actor().accountId,
          inputs: request.body.subAccounts,
          log: request.log,
        }),
      );
    },
  );

  app.delete(
    '/api/account/sub-accounts/:id',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Remove a sub-account',
        tags: ['account'],
        params: idParamSchema,
        response: { 200: subAccountListReplySchema },
      },
    },
    async (request) => {
      return ok(await removeSubAccount(app.db, request.actor().accountId, request.params.id));
    },
  );
};
