import { z } from 'zod';
import { AccountRole, PERMISSIONS } from '../constants.js';
import { envelope, paged, pageQuerySchema, personSummarySchema } from './common.js';
import { C, DASHBOARD_LIMITS, searchText } from './dashboard-fields.js';

/** How long a mailed admin invitation works. */
export const ADMIN_INVITATION_TTL_DAYS = 7;

const roleValue = z.union([
  z.literal(AccountRole.User),
  z.literal(AccountRole.SuperAdmin),
  z.literal(AccountRole.Admin),
]);
const staffRole = z.union([z.literal(AccountRole.SuperAdmin), z.literal(AccountRole.Admin)]);
const permissionList = z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length);
/* ---------- Accounts ---------- */

export const DASHBOARD_ACCOUNT_SORTS = ['newest', 'oldest', 'name', 'lastActive'] as const;
export type DashboardAccountSort = (typeof DASHBOARD_ACCOUNT_SORTS)[number];

/** `GET /api/dashboard/account`: main accounts; the tabs are `status=all` and `status=deactivated`. */
export const dashboardAccountListQuerySchema = pageQuerySchema.extend({
  q: searchText,
  status: z.enum(['all', 'active', 'deactivated']).default('all'),
  sortBy: z.enum(DASHBOARD_ACCOUNT_SORTS).default('newest'),
});
export type DashboardAccountListQuery = z.input<typeof dashboardAccountListQuerySchema>;
export type DashboardAccountListParams = z.output<typeof dashboardAccountListQuerySchema>;

/** An account as a dashboard table row. */
export const dashboardAccountSchema = personSummarySchema.extend({
  email: z.string().nullable(),
  role: roleValue,
  isDeactivated: z.boolean(),
  deactivatedAt: z.string().nullable(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type DashboardAccount = z.infer<typeof dashboardAccountSchema>;
export const dashboardAccountListReplySchema = envelope(paged(dashboardAccountSchema));

/** `GET /api/dashboard/account/{id}`: the profile page of user management. */
export const dashboardAccountDetailSchema = dashboardAccountSchema.extend({
  miniBio: z.string().nullable(),
  bio: z.string().nullable(),
  deactivatedReason: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  ideaCount: z.number().int(),
  openReportCount: z.number().int(),
  subAccountCount: z.number().int(),
});
export type DashboardAccountDetail = z.infer<typeof dashboardAccountDetailSchema>;
export const dashboardAccountDetailReplySchema = envelope(dashboardAccountDetailSchema);

/** `PATCH /api/dashboard/account/{id}`: deactivate (a reason is required) or reactivate. */
export const dashboardAccountUpdateSchema = z
  .object({
    isDeactivated: z.boolean(),
    reason: z.string().trim().max(DASHBOARD_LIMITS.reasonMax, C.REASON_TOO_LONG).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.isDeactivated && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: C.REASON_REQUIRED });
    }
  });
export type DashboardAccountUpdate = z.infer<typeof dashboardAccountUpdateSchema>;

/* ---------- Admins and permissions ---------- */

/** `GET /api/dashboard/account/account-role/{role}`: role defaults to SuperAdmin. */
export const accountRoleParamSchema = z.object({ role: z.coerce.number().pipe(staffRole) });
export const accountRoleQuerySchema = pageQuerySchema.extend({ q: searchText });
export type AccountRoleQuery = z.input<typeof accountRoleQuerySchema>;
export type AccountRoleParams = z.output<typeof accountRoleQuerySchema>;

/** A staff member with the permissions it holds (a SuperAdmin holds every one). */
export const staffMemberSchema = dashboardAccountSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffPageReplySchema = envelope(paged(staffMemberSchema));
export const staffListReplySchema = envelope(z.array(staffMemberSchema));

/** `POST /api/dashboard/admin`: promote an account with this email, or mail an invitation. */
export const adminInviteSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email(C.EMAIL_INVALID)),
    role: staffRole.default(AccountRole.Admin),
    permissions: permissionList.default([]),
  })
  // An admin without any permission could open nothing but the overview: say so before inviting.
  .refine((value) => value.role === AccountRole.SuperAdmin || value.permissions.length > 0, {
    path: ['permissions'],
    message: C.ADMIN_PERMISSIONS_REQUIRED,
  });
export type AdminInvite = z.input<typeof adminInviteSchema>;
export type AdminInviteInput = z.output<typeof adminInviteSchema>;
export const adminInviteReplySchema = envelope(
  z.object({ outcome: z.enum(['promoted', 'invited']), email: z.string(), accountId: z.string().nullable() }),
);

/** `POST /api/account/admin-invitation/accept`: the token of the mailed link, accepted by the signed-in holder of the address. */
export const adminInvitationAcceptSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const adminInvitationAcceptReplySchema = envelope(z.object({ role: staffRole }));

/** A pending invitation, listed on the admin page. */
export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  permissions: z.array(z.enum(PERMISSIONS)),
  invitedBy: personSummarySchema.nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type AdminInvitationView = z.infer<typeof adminInvitationSchema>;
export const adminInvitationListReplySchema = envelope(z.array(adminInvitationSchema));

/** `PUT /api/dashboard/admin-permission/{id}`: the whole set of an Admin's permissions. */
export const adminPermissionUpdateSchema = z.object({ permissions: permissionList });
export type AdminPermissionUpdate = z.infer<typeof adminPermissionUpdateSchema>;
export const staffMemberReplySchema = envelope(staffMemberSchema);
