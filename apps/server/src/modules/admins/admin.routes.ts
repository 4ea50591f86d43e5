import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRoleParamSchema,
  accountRoleQuerySchema,
  adminInvitationListReplySchema,
  adminInviteReplySchema,
  adminInviteSchema,
  adminPermissionUpdateSchema,
  dashboardDeleteReplySchema,
  idParamSchema,
  Permission,
  staffListReplySchema,
  staffMemberReplySchema,
  staffPageReplySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { refreshAccountSessions } from '../auth/session.service';
import { inviteAdmin, listInvitations, revokeInvitation } from './admin-invitation.service';
import { listAccountsByRole, listStaff, removeAdmin, setAdminPermissions } from './admin.service';

const tags = ['dashboard'];
const adminManage = { access: { permission: Permission.AdminManage } } as const;

/** Admin management of the dashboard: staff by role, invitations and admin permissions. */
export const adminRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/dashboard/account/account-role/:role',
    {
      config: adminManage,
      schema: {
        summary: 'List accounts by role',
        tags,
        params: accountRoleParamSchema,
        querystring: accountRoleQuerySchema,
        response: { 200: staffPageReplySchema },
      },
    },
    async (request) => ok(await listAccountsByRole(app.db, request.params.role, request.query)),
  );

  app.post(
    '/api/dashboard/admin',
    {
      config: { ...adminManage, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { summary: 'Invite an admin', tags, body: adminInviteSchema, response: { 200: adminInviteReplySchema } },
    },
    async (request) => {
      const result = await inviteAdmin(app.db, app.mailer, {
        session: request.actor(),
        invite: request.body,
        publicUrl: config.publicUrl,
      });
      // A promoted account's open sessions carry its new role from their next request.
      if (result.outcome === 'promoted') refreshAccountSessions(app, result.accountId);
      return ok(result);
    },
  );

  app.get(
    '/api/dashboard/admin/invitation',
    {
      config: adminManage,
      schema: { summary: 'List admin invitations', tags, response: { 200: adminInvitationListReplySchema } },
    },
    async () => ok(await listInvitations(app.db)),
  );

  app.delete(
    '/api/dashboard/admin/invitation/:id',
    {
      config: adminManage,
      schema: {
        summary: 'Revoke an admin invitation',
        tags,
        params: idParamSchema,
        response: { 200: dashboardDeleteReplySchema },
      },
    },
    async (request) => ok(await revokeInvitation(app.db, request.actor(), request.params.id)),
  );

  app.delete(
    '/api/dashboard/admin/:id',
    {
      config: adminManage,
      schema: { summary: 'Remove an admin', tags, params: idParamSchema, response: { 200: staffMemberReplySchema } },
    },
    async (request) => {
      const member = await removeAdmin(app.db, request.actor(), request.params.id);
      refreshAccountSessions(app, request.params.id);
      return ok(member);
    },
  );

  app.get(
    '/api/dashboard/admin-permission',
    {
      config: adminManage,
      schema: { summary: 'List staff with their permissions', tags, response: { 200: staffListReplySchema } },
    },
    async () => ok(await listStaff(app.db)),
  );

  app.put(
    '/api/dashboard/admin-permission/:id',
    {
      config: adminManage,
      schema: {
        summary: "Set an admin's permissions",
        tags,
        params: idParamSchema,
        body: adminPermissionUpdateSchema,
        response: { 200: staffMemberReplySchema },
      },
    },
    async (request) => {
      const member = await setAdminPermissions(app.db, request.actor(), request.params.id, request.body);
      refreshAccountSessions(app, request.params.id);
      return ok(member);
    },
  );

  // Names for the audit log's admin filter: any staff member may read who the staff are.
  app.get(
    '/api/dashboard/staff',
    {
      config: { access: 'staff' },
      schema: { summary: 'List staff names', tags, response: { 200: staffListReplySchema } },
    },
    async () => ok(await listStaff(app.db)),
  );
};
