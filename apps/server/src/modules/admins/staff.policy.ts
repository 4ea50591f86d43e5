import { AccountRole, Permission, type AuditTargetType } from '@ideamatch/shared';
import type { Account } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';

/**
 * Who may act on whom in the dashboard (docs/design.md#roles-and-permissions); each rule throws
 * the error to show.
 */
export const staffPolicy = {
  isSuperAdmin: (session: SessionInfo) => session.role === AccountRole.SuperAdmin,

  has: (session: SessionInfo, permission: Permission) => session.permissions.includes(permission),

  /**
   * Deactivating, removing or re-permissioning another account: never yourself; a SuperAdmin only by
   * a SuperAdmin; an Admin only by a SuperAdmin or a holder of admin.manage. `allowSelf` lets an
   * admin step down from the admin role (the last-SuperAdmin rule still applies).
   */
  assertMayManage(session: SessionInfo, target: Pick<Account, 'id' | 'role'>, { allowSelf = false } = {}) {
    if (target.id === session.accountId && !allowSelf) throw new AppError('CANNOT_MODERATE_SELF');
    if (target.role === AccountRole.SuperAdmin && session.role !== AccountRole.SuperAdmin) {
      throw new AppError('SUPER_ADMIN_PROTECTED');
    }
    if (target.role === AccountRole.Admin && !session.permissions.includes(Permission.AdminManage)) {
      throw new AppError('FORBIDDEN');
    }
  },

  /** Audit entries a session may read: admin.manage (and SuperAdmin) reads all, others their own areas. */
  readableAuditTargets(session: SessionInfo): AuditTargetType[] | 'all' {
    if (session.permissions.includes(Permission.AdminManage)) return 'all';
    const types = new Set<AuditTargetType>();
    if (session.permissions.includes(Permission.UserManage)) types.add('account');
    if (session.permissions.includes(Permission.IdeaManage))
      ['idea', 'comment'].forEach((t) => types.add(t as AuditTargetType));
    if (session.permissions.includes(Permission.ReportManage))
      ['report', 'idea'].forEach((t) => types.add(t as AuditTargetType));
    return [...types];
  },
};
