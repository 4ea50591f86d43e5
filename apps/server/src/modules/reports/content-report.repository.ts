import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  comments,
  contentReports,
  ideas,
  type ContentReportTarget,
  type ReportStatus,
} from '../../db/schema/index';
import type { ReportReason } from '@ideamatch/shared';
import { personColumns } from '../accounts/person.presenter';
import { personOfSql } from '../../db/person-of';
import type { ReportDecisionValues } from './report.repository';

const reporter = alias(accounts, 'content_reporter');
const reported = alias(accounts, 'content_reported');
const decider = alias(accounts, 'content_decider');

/** The open reports on the same target as a report: its comment, or the person when it names no comment. */
const sameTarget = (report: { commentId: string | null; accountId: string }): SQL | undefined =>
  report.commentId
    ? eq(contentReports.commentId, report.commentId)
    : and(isNull(contentReports.commentId), eq(contentReports.accountId, report.accountId));

/** SQL of reports on comments and people. */
export const contentReportRepository = {
  /**
   * Records a report once per reporting person and target; undefined when that person (through any
   * of their accounts) already reported it.
   */
  insert: async (
    db: Database,
    values: {
      targetType: ContentReportTarget;
      commentId: string | null;
      accountId: string;
      reporterAccountId: string;
      reason: ReportReason;
      detail: string | null;
    },
  ) => {
    const [row] = await db
      .insert(contentReports)
      .values({ ...values, reporterPersonId: personOfSql(values.reporterAccountId) })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    return row;
  },

  /** The account a person report names, with whether it may be reported. */
  findAccount: async (db: Database, id: string) => {
    const [row] = await db
      .select({ id: accounts.id, isDeactivated: accounts.isDeactivated })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row;
  },

  /** A page of reports of one status (optionally one kind of target), newest first, with who and what. */
  page: async (
    db: Database,
    {
      status,
      targetType,
      limit,
      offset,
    }: { status: ReportStatus; targetType?: ContentReportTarget; limit: number; offset: number },
  ) => {
    const where = and(
      eq(contentReports.status, status),
      targetType ? eq(contentReports.targetType, targetType) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          report: contentReports,
          reporter: personColumns(reporter),
          account: { ...personColumns(reported), isDeactivated: reported.isDeactivated },
          decider: personColumns(decider),
          comment: {
            id: comments.id,
            ideaId: comments.ideaId,
            ideaName: ideas.name,
            text: comments.text,
            isDeleted: comments.isDeleted,
          },
        })
        .from(contentReports)
        .innerJoin(reporter, eq(reporter.id, contentReports.reporterAccountId))
        .innerJoin(reported, eq(reported.id, contentReports.accountId))
        .leftJoin(decider, eq(decider.id, contentReports.decidedBy))
        .leftJoin(comments, eq(comments.id, contentReports.commentId))
        .leftJoin(ideas, eq(ideas.id, comments.ideaId))
        .where(where)
        .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(contentReports).where(where),
    ]);
    return { rows, totalItems: total?.value ?? 0 };
  },

  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id));
    return row;
  },

  /** The open reports on the same target as `report`, locked until the transaction ends. */
  lockOpenOnTarget: (tx: Database, report: { commentId: string | null; accountId: string }) =>
    tx
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.status, 'open'), sameTarget(report)))
      .for('update'),

  decide: (tx: Database, ids: string[], values: ReportDecisionValues) =>
    tx.update(contentReports).set(values).where(inArray(contentReports.id, ids)),
};
