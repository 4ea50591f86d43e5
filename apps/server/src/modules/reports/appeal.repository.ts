import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REPORT_REASONS, type ReportReason } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { auditLog, ideaAppeals, reports, type AppealStatus } from '../../db/schema/index';

const reasonCount = (reason: string) => sql<number>`count(*) filter (where ${reports.reason} = ${reason})::int`;

/** Select columns counting the rows of each report reason. */
export const reasonCountColumns = () =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, reasonCount(reason)])) as Record<
    ReportReason,
    SQL<number>
  >;

/** SQL of appeals against hiding an idea after reports. */
export const appealRepository = {
  /** When the report threshold last hid the idea (its latest `idea.autoHide` audit entry), if ever. */
  latestAutoHideAt: async (db: Database, ideaId: string): Promise<Date | null> => {
    const [row] = await db
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'idea'), eq(auditLog.targetId, ideaId), eq(auditLog.action, 'idea.autoHide')))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return row?.at ?? null;
  },

  /** Open reports on the idea counted by reason. */
  openReasonCounts: async (db: Database, ideaId: string) => {
    const [row] = await db
      .select(reasonCountColumns())
      .from(reports)
      .where(and(eq(reports.ideaId, ideaId), eq(reports.status, 'open')));
    return row ?? (Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>);
  },

  /** The idea's latest appeal. */
  findLatest: async (db: Database, ideaId: string) => {
    const [row] = await db
      .select()
      .from(ideaAppeals)
      .where(eq(ideaAppeals.ideaId, ideaId))
      .orderBy(desc(ideaAppeals.createdAt), desc(ideaAppeals.id))
      .limit(1);
    return row ?? null;
  },

  /** Stores the appeal; null when one for the same hiding exists already. */
  insert: async (db: Database, values: { ideaId: string; accountId: string; message: string; hiddenAt: Date }) => {
    const [row] = await db.insert(ideaAppeals).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** Open appeals of these ideas, keyed by idea. */
  openForIdeas: async (db: Database, ideaIds: string[]) => {
    if (!ideaIds.length) return new Map<string, typeof ideaAppeals.$inferSelect>();
    const rows = await db
      .select()
      .from(ideaAppeals)
      .where(and(inArray(ideaAppeals.ideaId, ideaIds), eq(ideaAppeals.status, 'open')));
    return new Map(rows.map((row) => [row.ideaId, row]));
  },

  /** Settles the idea's open appeal, if any; returns it. */
  decideOpen: async (
    tx: Database,
    ideaId: string,
    values: { status: Exclude<AppealStatus, 'open'>; decidedBy: string; decisionNote: string | null; decidedAt: Date },
  ) => {
    const [row] = await tx
      .update(ideaAppeals)
      .set(values)
      .where(and(eq(ideaAppeals.ideaId, ideaId), eq(ideaAppeals.status, 'open')))
      .returning();
    return row ?? null;
  },
};

/** SQL: whether an idea (the column) has an open appeal; the open report queue lists those first. */
export const hasOpenAppealSql = (ideaIdColumn: Parameters<typeof eq>[0]) =>
  sql<boolean>`exists (select 1 from ${ideaAppeals} where ${ideaAppeals.ideaId} = ${ideaIdColumn} and ${ideaAppeals.status} = 'open')`;
