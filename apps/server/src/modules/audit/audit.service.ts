import type { AuditAction, AuditTargetType } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { auditRepository } from './audit.repository';

export type AuditInput = {
  /** The admin who acted; null when the system acted (an automatic hide). */
  actorAccountId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** Only the fields that changed, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
};

/**
 * Writes one audit entry. Call it with the transaction of the admin action itself (`tx`), so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(tx: Database, entry: AuditInput): Promise<void> {
  await auditRepository.insert(tx, {
    actorAccountId: entry.actorAccountId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}
