import type { FastifyInstance } from 'fastify';
import { Permission } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { adminApi } from '@ideamatch/shared/api/dashboard';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { refreshAccountSessions } from '../auth/session.service';
import { acceptInvitationAsAccount, inviteAdmin, listInvitations, revokeInvitation } from './admin-invitation.service';
import { listAccountsByRole, listStaff, removeAdmin, setAdminPermissions } from './admin.service';

const access = { permission: Permission.AdminManage } as const;

/** Admin management of the dashboard: staff by role, invitations and admin permissions. */
export const adminRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, adminApi.listByRole, {
    access,
    handler: (request) => listAccountsByRole(app.db, request.params.role, request.query),
  });

  route(app, adminApi.invite, {
    access,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const result = await inviteAdmin(app.db, app.mailer, {
        session: request.actor(),
        invite: request.body,
        publicUrl: config.publicUrl,
      });
      // A promoted account's open sessions carry its new role from their next request.
      if (result.outcome === 'promoted') refreshAccountSessions(app, result.accountId);
      return result;
    },
  });

  route(app, adminApi.listInvitations, { access, handler: () => listInvitations(app.db) });

  // Any signed-in account may try a mailed token; only the holder of the invited address succeeds.
  route(app, accountApi.acceptAdminInvitation, {
    access: 'user',
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { accountId } = request.actor();
      const accepted = await acceptInvitationAsAccount(app.db, { accountId, token: request.body.token });
      refreshAccountSessions(app, accountId);
      return accepted;
    },
  });

  route(app, adminApi.revokeInvitation, {
    access,
    handler: (request) => revokeInvitation(app.db, request.actor(), request.params.id),
  });

  route(app, adminApi.remove, {
    access,
    handler: async (request) => {
      const member = await removeAdmin(app.db, request.actor(), request.params.id);
      refreshAccountSessions(app, request.params.id);
      return member;
    },
  });

  route(app, adminApi.listPermissions, { access, handler: () => listStaff(app.db) });

  route(app, adminApi.setPermissions, {
    access,
    handler: async (request) => {
      const member = await setAdminPermissions(app.db, request.actor(), request.params.id, request.body);
      refreshAccountSessions(app, request.params.id);
      return member;
    },
  });

  // Names for the audit log's admin filter: any staff member may read who the staff are.
  route(app, adminApi.listStaff, { access: 'staff', handler: () => listStaff(app.db) });
};
