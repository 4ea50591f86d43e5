import type { FastifyInstance } from 'fastify';
import { Permission } from '@ideamatch/shared';
import { dashboardAccountApi } from '@ideamatch/shared/api/dashboard';
import { route } from '../../lib/route';
import { endAccountSessions } from '../auth/session.service';
import { getAccountDetail, listAccounts, setAccountDeactivated } from './dashboard-account.service';

const access = { permission: Permission.UserManage } as const;

/** User management of the dashboard: main accounts, their profile page and deactivation. */
export const dashboardAccountRoutes = async (app: FastifyInstance) => {
  route(app, dashboardAccountApi.list, { access, handler: (request) => listAccounts(app.db, request.query) });

  route(app, dashboardAccountApi.get, {
    access,
    handler: (request) => getAccountDetail(app.db, request.params.id),
  });

  route(app, dashboardAccountApi.update, {
    access,
    handler: async (request) => {
      const detail = await setAccountDeactivated(app.db, request.actor(), request.params.id, request.body);
      // Every session ends, sub-account ones too, with their sockets on every node.
      if (request.body.isDeactivated) await endAccountSessions(app, request.params.id);
      return detail;
    },
  });
};
