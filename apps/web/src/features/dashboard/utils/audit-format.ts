import type { AuditEntry } from '@ideamatch/shared';

/** Where an audit entry's target lives in the dashboard, when it has a page. */
export function auditTargetPath(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'after' | 'before'>,
): string | null {
  if (entry.targetType === 'account') return `/dashboard/user/${entry.targetId}`;
  if (entry.targetType === 'idea') return `/dashboard/idea/${entry.targetId}`;
  const ideaId = (entry.after?.ideaId ?? entry.before?.ideaId) as unknown;
  if ((entry.targetType === 'report' || entry.targetType === 'comment') && typeof ideaId === 'string') {
    return `/dashboard/idea/${ideaId}`;
  }
  return null;
}

/** The fields whose value differs between before and after (or that exist on one side only). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].filter(
    (key) => key !== 'ideaId' && JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]),
  );
}
