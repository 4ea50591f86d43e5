import { and, asc, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AccountRole,
  Permission,
  REPORT_REASONS,
  type AuditAction,
  type ModerationAction,
  type ReportReason,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  accounts,
  adminPermissions,
  auditLog,
  ideaAppeals,
  reports,
  type AppealStatus,
  type AppealedDecision,
} from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';

const reasonCount = (reason: string) => sql<number>`count(*) filter (where ${reports.reason} = ${reason})::int`;

/** Select columns counting the rows of each report reason. */
export const reasonCountColumns = () =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, reasonCount(reason)])) as Record<
    ReportReason,
    SQL<number>
  >;

/** SQL of appeals against hiding an idea (after reports or by a moderator). */
export const appealRepository = {
  /**
   * The latest audit entry of an idea among `actions` (the hide-related ones: a hide, a show or the
   * threshold's hide; or a deletion and a restore): when, by whom, with the reason and note the
   * moderator gave.
   */
  latestEntry: async (db: Database, ideaId: string, actions: readonly AuditAction[]) => {
    const [row] = await db
      .select({
        action: auditLog.action,
        at: auditLog.createdAt,
        actorAccountId: auditLog.actorAccountId,
        after: auditLog.after,
        note: auditLog.note,
      })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'idea'), eq(auditLog.targetId, ideaId), inArray(auditLog.action, [...actions])),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return row ?? null;
  },

  /**
   * A staff member to review an appeal: active staff who may decide reports (a SuperAdmin, or an
   * Admin granted report.manage), none of `excluded`, the one with the fewest open appeals first.
   */
  pickReviewer: async (db: Database, excluded: string[]) => {
    const openAssigned = sql<number>`(select count(*)::int from ${ideaAppeals} a where a.assigned_to = ${accounts.id} and a.status = 'open')`;
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.isDeactivated, false),
          excluded.length ? notInArray(accounts.id, excluded) : undefined,
          or(
            eq(accounts.role, AccountRole.SuperAdmin),
            and(
              eq(accounts.role, AccountRole.Admin),
              sql`exists (select 1 from ${adminPermissions} p where p.account_id = ${accounts.id} and p.permission = ${Permission.ReportManage})`,
            ),
          ),
        ),
      )
      .orderBy(asc(openAssigned), asc(accounts.createdAt), asc(accounts.id))
      .limit(1);
    return row?.id ?? null;
  },

  /** The person fields of these accounts (the staff named on appeals). */
  findPeople: (db: Database, ids: string[]) =>
    ids.length
      ? db.select(personColumns(accounts)).from(accounts).where(inArray(accounts.id, ids))
      : Promise.resolve([]),

  /** One appeal by id. */
  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(ideaAppeals).where(eq(ideaAppeals.id, id)).limit(1);
    return row ?? null;
  },

  /**
   * One page of appeals, open ones oldest first (decided ones newest first), optionally only those
   * assigned to one staff member, and the capped total.
   */
  page: async (
    db: Database,
    {
      status,
      assignedTo,
      page,
      pageSize,
    }: { status: 'open' | 'decided'; assignedTo?: string; page: number; pageSize: number },
  ) => {
    const where = and(
      status === 'open' ? eq(ideaAppeals.status, 'open') : ne(ideaAppeals.status, 'open'),
      assignedTo ? eq(ideaAppeals.assignedTo, assignedTo) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(ideaAppeals)
        .where(where)
        .orderBy(status === 'open' ? asc(ideaAppeals.createdAt) : desc(ideaAppeals.decidedAt), asc(ideaAppeals.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(ideaAppeals)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
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
  insert: async (
    db: Database,
    values: {
      ideaId: string;
      accountId: string;
      message: string;
      hiddenAt: Date;
      appealed: AppealedDecision;
      appealedAction: ModerationAction;
      appealedDecider: string | null;
      appealedReason: string | null;
      appealedNote: string | null;
      assignedTo: string | null;
    },
  ) => {
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
