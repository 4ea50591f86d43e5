import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditLogParams, AuditTargetType } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  accounts,
  adminInvitations,
  auditLog,
  comments,
  ideas,
  reports,
  type NewAuditLogEntry,
} from '../../db/schema/index';
import { countCapped, matchingRows } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';

/** SQL of the audit log: entries written by `recordAudit` and the dashboard's reader. */
export const auditRepository = {
  insert: async (tx: Database, entry: NewAuditLogEntry): Promise<void> => {
    await tx.insert(auditLog).values(entry);
  },

  /** One page of entries, newest first, limited to the target types the reader may see. */
  list: async (db: Database, query: AuditLogParams, readable: AuditTargetType[] | 'all') => {
    const where: SQL | undefined = and(
      readable === 'all' ? undefined : readable.length ? inArray(auditLog.targetType, readable) : sql`false`,
      query.actorId ? eq(auditLog.actorAccountId, query.actorId) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
      query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select({ entry: auditLog, actor: personColumns(accounts) })
        .from(auditLog)
        .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      countCapped(db, matchingRows(db, auditLog, where)),
    ]);
    return { rows, total };
  },

  /** Readable names of the targets on one page, keyed `type:id`. */
  targetLabels: async (db: Database, targets: { type: string; id: string }[]) => {
    const idsOf = (type: string) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
    const labels = new Map<string, string>();
    const accountIds = idsOf('account');
    const ideaIds = idsOf('idea');
    const reportIds = idsOf('report');
    const commentIds = idsOf('comment');
    const invitationIds = idsOf('invitation');
    const [accountRows, ideaRows, reportRows, commentRows, invitationRows] = await Promise.all([
      accountIds.length
        ? db
            .select({ id: accounts.id, label: accounts.username })
            .from(accounts)
            .where(inArray(accounts.id, accountIds))
        : [],
      ideaIds.length
        ? db.select({ id: ideas.id, label: ideas.name }).from(ideas).where(inArray(ideas.id, ideaIds))
        : [],
      reportIds.length
        ? db
            .select({ id: reports.id, label: ideas.name })
            .from(reports)
            .innerJoin(ideas, eq(ideas.id, reports.ideaId))
            .where(inArray(reports.id, reportIds))
        : [],
      commentIds.length
        ? db
            .select({ id: comments.id, label: sql<string>`left(${comments.text}, 80)` })
            .from(comments)
            .where(inArray(comments.id, commentIds))
        : [],
      invitationIds.length
        ? db
            .select({ id: adminInvitations.id, label: adminInvitations.email })
            .from(adminInvitations)
            .where(inArray(adminInvitations.id, invitationIds))
        : [],
    ]);
    const put = (type: string, rows: { id: string; label: string }[]) =>
      rows.forEach((row) => labels.set(`${type}:${row.id}`, row.label));
    put('account', accountRows);
    put('idea', ideaRows);
    put('report', reportRows);
    put('comment', commentRows);
    put('invitation', invitationRows);
    return labels;
  },
};
