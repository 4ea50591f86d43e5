import {
  AccountRole,
  type AccountRoleParams,
  type AdminPermissionUpdate,
  type Permission,
  type StaffMember,
  type AccountRole as Role,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Account } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { adminRepository } from './admin.repository';
import { staffAccountRepository as accountRepo } from './staff-account.repository';
import { effectivePermissions, requireMainAccount } from './staff-account.service';
import { pageOf } from '../../lib/paging';
import { staffPolicy } from './staff.policy';
import { presentDashboardAccount } from './staff-account.presenter';

/** Whether the role is a dashboard role (Admin or SuperAdmin). */
export const isStaff = (role: number) => role === AccountRole.SuperAdmin || role === AccountRole.Admin;

/** Staff rows with the permissions each holds. */
async function presentStaff(db: Database, rows: Account[]): Promise<StaffMember[]> {
  const granted = await accountRepo.permissionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...presentDashboardAccount(row),
    permissions: effectivePermissions(row, granted.get(row.id) ?? []),
  }));
}

/** `GET /api/dashboard/account/account-role/{role}`: admins of one role, paged. */
export async function listAccountsByRole(db: Database, role: Role, query: AccountRoleParams) {
  const { rows, total } = await adminRepository.listByRole(db, { role, ...query });
  return pageOf(query, total, await presentStaff(db, rows));
}

/** `GET /api/dashboard/admin-permission`: every admin with its permissions (the matrix). */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  return presentStaff(db, await adminRepository.listStaff(db));
}

/** The permissions worth storing: a SuperAdmin holds all implicitly, so it stores none. */
const storedPermissions = (role: Role, permissions: Permission[]) =>
  role === AccountRole.SuperAdmin ? [] : [...new Set(permissions)].sort();

/** Only a SuperAdmin may hand out the SuperAdmin role. */
export function assertMayGrantRole(session: SessionInfo, role: Role) {
  if (role === AccountRole.SuperAdmin && !staffPolicy.isSuperAdmin(session))
    throw new AppError('SUPER_ADMIN_PROTECTED');
}

/** Promotes an existing active user into a staff role with these permissions (audited). */
export async function promoteAccount(
  db: Database,
  session: SessionInfo,
  target: Account,
  { role, permissions }: { role: Role; permissions: Permission[] },
): Promise<void> {
  if (target.id === session.accountId) throw new AppError('CANNOT_MODERATE_SELF');
  const stored = storedPermissions(role, permissions);
  await db.transaction(async (tx) => {
    await accountRepo.lock(tx, target.id);
    // Read again under the lock: of two invitations at once, one promotes and the other is refused.
    const current = (await accountRepo.findMain(tx, target.id)) ?? target;
    if (isStaff(current.role)) throw new AppError('ALREADY_ADMIN');
    if (current.isDeactivated) throw new AppError('ACCOUNT_IS_DEACTIVATED');
    await accountRepo.update(tx, target.id, { role });
    await accountRepo.replacePermissions(tx, target.id, stored, session.accountId);
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'admin.promote',
      targetType: 'account',
      targetId: target.id,
      before: { role: current.role, permissions: [] },
      after: { role, permissions: effectivePermissions({ role }, stored) },
    });
  });
}

/**
 * `DELETE /api/dashboard/admin/{id}`: back to a plain user (an admin may also step down). A
 * SuperAdmin is protected from Admins, and the last active SuperAdmin cannot be removed by anyone.
 */
export async function removeAdmin(db: Database, session: SessionInfo, id: string): Promise<StaffMember> {
  const target = await requireMainAccount(db, id);
  if (!isStaff(target.role)) throw new AppError('NOT_AN_ADMIN');
  staffPolicy.assertMayManage(session, target, { allowSelf: true });
  await db.transaction(async (tx) => {
    const superAdmins = target.role === AccountRole.SuperAdmin ? await accountRepo.lockActiveSuperAdmins(tx) : null;
    await accountRepo.lock(tx, id);
    const current = await requireMainAccount(tx, id);
    if (current.role === AccountRole.SuperAdmin) {
      const others = (superAdmins ?? (await accountRepo.lockActiveSuperAdmins(tx))).filter((row) => row.id !== id);
      if (!others.length) throw new AppError('LAST_SUPER_ADMIN');
    }
    const before = effectivePermissions(current, (await accountRepo.permissionsOf(tx, [id])).get(id) ?? []);
    await accountRepo.update(tx, id, { role: AccountRole.User });
    await accountRepo.replacePermissions(tx, id, [], null);
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'admin.remove',
      targetType: 'account',
      targetId: id,
      before: { role: current.role, permissions: before },
      after: { role: AccountRole.User, permissions: [] },
    });
  });
  const [member] = await presentStaff(db, [await requireMainAccount(db, id)]);
  return member!;
}

/**
 * `PUT /api/dashboard/admin-permission/{id}`: replaces an Admin's permissions. The session resolves
 * permissions on every request, so the change applies to the admin's next request.
 */
export async function setAdminPermissions(
  db: Database,
  session: SessionInfo,
  id: string,
  { permissions }: AdminPermissionUpdate,
): Promise<StaffMember> {
  const target = await requireMainAccount(db, id);
  if (target.role !== AccountRole.Admin) throw new AppError('NOT_AN_ADMIN');
  staffPolicy.assertMayManage(session, target);
  const next = storedPermissions(AccountRole.Admin, permissions);
  await db.transaction(async (tx) => {
    await accountRepo.lock(tx, id);
    const before = [...((await accountRepo.permissionsOf(tx, [id])).get(id) ?? [])].sort();
    if (before.join() === next.join()) return;
    await accountRepo.replacePermissions(tx, id, next, session.accountId);
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'admin.permissions',
      targetType: 'account',
      targetId: id,
      before: { permissions: before },
      after: { permissions: next },
    });
  });
  const [member] = await presentStaff(db, [await requireMainAccount(db, id)]);
  return member!;
}
