import {
  AccountRole,
  type DashboardAccountDetail,
  type DashboardAccountListParams,
  type DashboardAccountUpdate,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { dashboardAccountRepository as repo } from './dashboard-account.repository';
import { pageOf } from '../../lib/paging';
import { staffPolicy } from '../admins/staff.policy';
import {
  effectivePermissions,
  lockAccount,
  lockActiveSuperAdmins,
  permissionsOf,
  requireMainAccount,
  updateMainAccount,
} from '../admins/staff-account.service';
import { presentDashboardAccount } from '../admins/staff-account.presenter';

/** `GET /api/dashboard/account`: the all-users and deactivated-users tabs with search and sort. */
export async function listAccounts(db: Database, query: DashboardAccountListParams) {
  const { rows, total } = await repo.list(db, {
    status: query.status,
    q: query.q,
    sortBy: query.sortBy,
    page: query.page,
    pageSize: query.pageSize,
    isSearch: Boolean(query.q),
  });
  return pageOf(query, total, rows.map(presentDashboardAccount));
}

/** `GET /api/dashboard/account/{id}`: the profile page with its counts. */
export async function getAccountDetail(db: Database, id: string): Promise<DashboardAccountDetail> {
  const account = await requireMainAccount(db, id);
  const [counts, permissions] = await Promise.all([repo.counts(db, id), permissionsOf(db, [id])]);
  return {
    ...presentDashboardAccount(account),
    miniBio: account.miniBio,
    bio: account.bio,
    deactivatedReason: account.deactivatedReason,
    permissions: effectivePermissions(account, permissions.get(id) ?? []),
    ...counts,
  };
}

/**
 * `PATCH /api/dashboard/account/{id}`: deactivation ends every session at once and hides the
 * account's content (list queries skip deactivated owners); reactivation brings it back. Both are
 * audited in the same transaction.
 */
export async function setAccountDeactivated(
  db: Database,
  session: SessionInfo,
  id: string,
  { isDeactivated, reason }: DashboardAccountUpdate,
): Promise<DashboardAccountDetail> {
  const target = await requireMainAccount(db, id);
  staffPolicy.assertMayManage(session, target);
  await db.transaction(async (tx) => {
    const superAdmins =
      isDeactivated && target.role === AccountRole.SuperAdmin ? await lockActiveSuperAdmins(tx) : null;
    await lockAccount(tx, id);
    const current = await requireMainAccount(tx, id);
    if (current.isDeactivated === isDeactivated) throw new AppError('CONFLICT');
    if (isDeactivated && current.role === AccountRole.SuperAdmin) {
      const others = (superAdmins ?? (await lockActiveSuperAdmins(tx))).filter((row) => row.id !== id);
      if (!others.length) throw new AppError('LAST_SUPER_ADMIN');
    }
    const now = new Date();
    await updateMainAccount(tx, id, {
      isDeactivated,
      deactivatedAt: isDeactivated ? now : null,
      deactivatedReason: isDeactivated ? (reason ?? null) : null,
    });
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: isDeactivated ? 'account.deactivate' : 'account.reactivate',
      targetType: 'account',
      targetId: id,
      before: { isDeactivated: current.isDeactivated, deactivatedReason: current.deactivatedReason },
      after: { isDeactivated, deactivatedReason: isDeactivated ? (reason ?? null) : null },
      note: reason ?? null,
    });
  });
  return getAccountDetail(db, id);
}
