import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardAccountDetailReplySchema,
  dashboardAccountListQuerySchema,
  dashboardAccountListReplySchema,
  dashboardAccountUpdateSchema,
  idParamSchema,
  Permission,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { endAccountSessions } from '../auth/session.service';
import { getAccountDetail, listAccounts, setAccountDeactivated } from './dashboard-account.service';

const tags = ['dashboard'];
const userManage = { access: { permission: Permission.UserManage } } as const;

/** User management of the dashboard: main accounts, their profile page and deactivation. */
export const dashboardAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/account',
    {
      config: userManage,
      schema: {
        summary: 'List accounts',
        tags,
        querystring: dashboardAccountListQuerySchema,
        response: { 200: dashboardAccountListReplySchema },
      },
    },
    async (request) => ok(await listAccounts(app.db, request.query)),
  );

  app.get(
    '/api/dashboard/account/:id',
    {
      config: userManage,
      schema: {
        summary: 'Get an account as staff',
        tags,
        params: idParamSchema,
        response: { 200: dashboardAccountDetailReplySchema },
      },
    },
    async (request) => ok(await getAccountDetail(app.db, request.params.id)),
  );

  app.patch(
    '/api/dashboard/account/:id',
    {
      config: userManage,
      schema: {
        summary: 'Deactivate or reactivate an account',
        tags,
        params: idParamSchema,
        body: dashboardAccountUpdateSchema,
        response: { 200: dashboardAccountDetailReplySchema },
      },
    },
    async (request) => {
      const detail = await setAccountDeactivated(app.db, request.actor(), request.params.id, request.body);
      // Every session ends, sub-account ones too, with their sockets on every node.
      if (request.body.isDeactivated) await endAccountSessions(app, request.params.id);
      return ok(detail);
    },
  );
};
