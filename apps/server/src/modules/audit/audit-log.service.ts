import type { AuditAction, AuditEntry, AuditLogParams, AuditTargetType } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { SessionInfo } from '../auth/session.service';
import { auditRepository as repo } from './audit.repository';
import { pageOf } from '../../lib/paging';
import { staffPolicy } from '../admins/staff.policy';
import { presentOptionalPerson } from '../accounts/person.presenter';

/**
 * `GET /api/dashboard/audit-log`: who did what, when, with before and after. Holders of
 * admin.manage read everything; other staff read the entries of the areas they manage.
 */
export async function listAuditLog(db: Database, session: SessionInfo, query: AuditLogParams) {
  const { rows, total } = await repo.list(db, query, staffPolicy.readableAuditTargets(session));
  const labels = await repo.targetLabels(
    db,
    rows.map(({ entry }) => ({ type: entry.targetType, id: entry.targetId })),
  );
  const result: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor: presentOptionalPerson(actor),
    action: entry.action as AuditAction,
    targetType: entry.targetType as AuditTargetType,
    targetId: entry.targetId,
    targetLabel: labels.get(`${entry.targetType}:${entry.targetId}`) ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  }));
  return pageOf(query, total, result);
}
