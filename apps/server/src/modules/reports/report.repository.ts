import { and, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { accounts, auditLog, ideas, ideaSearchText, reports } from '../../db/schema/index';
import { containsPattern, countCapped } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';
import { hasOpenAppealSql, reasonCountColumns } from './appeal.repository';

const reporter = alias(accounts, 'reporter');
const decider = alias(accounts, 'decider');
const reporterOwner = alias(accounts, 'reporter_owner');

/** What deciding a report writes on it: reports on ideas and on comments and people alike. */
export type ReportDecisionValues = {
  status: ReportStatus;
  decidedBy: string;
  decisionNote: string | null;
  actionTaken: string;
  decidedAt: Date;
};

/** SQL of the reports queue. */
export const reportRepository = {
  /** Reports on these ideas (optionally of one status) with reporter and decider, newest first. */
  listForIdeas: (db: Database, ideaIds: string[], status?: ReportStatus) =>
    ideaIds.length
      ? db
          .select({ report: reports, reporter: personColumns(reporter), decider: personColumns(decider) })
          .from(reports)
          .innerJoin(reporter, eq(reporter.id, reports.reporterAccountId))
          .leftJoin(decider, eq(decider.id, reports.decidedBy))
          .where(and(inArray(reports.ideaId, ideaIds), status ? eq(reports.status, status) : undefined))
          .orderBy(desc(reports.createdAt))
          .limit(500)
      : Promise.resolve([]),

  /** One page of ideas with reports of this status, the idea with the newest report first. */
  groupPage: async (
    db: Database,
    {
      status,
      q,
      ownerId,
      page,
      pageSize,
    }: { status: ReportStatus; q?: string; ownerId?: string; page: number; pageSize: number },
  ) => {
    const needsIdea = Boolean(q || ownerId);
    const where: SQL | undefined = and(
      eq(reports.status, status),
      q ? ilike(ideaSearchText(ideas), containsPattern(q)) : undefined,
      ownerId ? eq(ideas.ownerAccountId, ownerId) : undefined,
    );
    const base = () => {
      const select = db
        .select({
          ideaId: reports.ideaId,
          reportCount: sql<number>`count(*)::int`,
          latestReportAt: max(reports.createdAt),
          reasonCounts: reasonCountColumns(),
        })
        .from(reports)
        .$dynamic();
      return needsIdea ? select.innerJoin(ideas, eq(ideas.id, reports.ideaId)) : select;
    };
    const [groups, total] = await Promise.all([
      base()
        .where(where)
        .groupBy(reports.ideaId)
        // An owner's appeal puts the idea at the top of the open queue.
        .orderBy(
          ...(status === 'open' ? [desc(hasOpenAppealSql(reports.ideaId))] : []),
          desc(max(reports.createdAt)),
          desc(reports.ideaId),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countCapped(
        db,
        (needsIdea
          ? db.selectDistinct({ ideaId: reports.ideaId }).from(reports).innerJoin(ideas, eq(ideas.id, reports.ideaId))
          : db.selectDistinct({ ideaId: reports.ideaId }).from(reports)
        )
          .where(where)
          .$dynamic(),
      ),
    ]);
    return { groups, total };
  },

  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
    return row ?? null;
  },

  /** Open reports of an idea (or just one), locked until the transaction ends. */
  lockOpen: (tx: Database, { ideaId, reportId }: { ideaId: string; reportId?: string }) =>
    tx
      .select()
      .from(reports)
      .where(
        and(eq(reports.ideaId, ideaId), eq(reports.status, 'open'), reportId ? eq(reports.id, reportId) : undefined),
      )
      .for('update'),

  decide: (tx: Database, ids: string[], values: ReportDecisionValues) =>
    tx.update(reports).set(values).where(inArray(reports.id, ids)),

  /**
   * Open reports on the idea that count toward hiding it: only from members (proven address, older
   * than a day; docs/trust-and-safety.md), each person once (a main account and its sub-accounts are
   * one) and each network address once. The smaller of the two distinct counts is taken, so neither
   * many accounts behind one address nor one person's accounts add up.
   */
  countQualifiedReporters: async (tx: Database, ideaId: string, memberCreatedBefore: Date) => {
    const person = sql`coalesce(${reporter.ownerAccountId}, ${reporter.id})`;
    const [row] = await tx
      .select({
        n: sql<number>`least(count(distinct ${person}), count(distinct coalesce(${reports.reporterAddress}, ${person}::text)))::int`,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterAccountId))
      .leftJoin(reporterOwner, eq(reporterOwner.id, reporter.ownerAccountId))
      .where(
        and(
          eq(reports.ideaId, ideaId),
          eq(reports.status, 'open'),
          eq(reporter.isDeactivated, false),
          sql`coalesce(${reporterOwner.emailVerifiedAt}, ${reporter.emailVerifiedAt}) is not null`,
          sql`coalesce(${reporterOwner.createdAt}, ${reporter.createdAt}) <= ${memberCreatedBefore}`,
        ),
      );
    return row?.n ?? 0;
  },

  /** The latest hide-related audit action on an idea: was its current hiding automatic? */
  latestHideAction: async (tx: Database, ideaId: string) => {
    const [row] = await tx
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'idea'),
          eq(auditLog.targetId, ideaId),
          inArray(auditLog.action, ['idea.hide', 'idea.unhide', 'idea.autoHide']),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return row?.action ?? null;
  },
};
