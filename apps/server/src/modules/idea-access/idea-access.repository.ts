import { and, asc, count, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  adminPermissions,
  ideaAccessRequests,
  ideaAccessViews,
  ideaAttachments,
  ideas,
  reports,
  type IdeaAccessRequestRow,
} from '../../db/schema/index';
import type { IdeaAccessStatus } from '@ideamatch/shared';
import { personColumns } from '../accounts/person.presenter';
import { mailRecipientColumns } from '../mail/mail-recipient';
import { personOfSql } from '../../db/person-of';

const requestColumns = { request: ideaAccessRequests, requester: personColumns(accounts) };

/** SQL of access requests, approvals and the access log (docs/idea-protection.md). */
export const ideaAccessRepository = {
  /** The person's latest request for the idea, whatever its status. */
  latestOf: async (db: Database, ideaId: string, accountId: string): Promise<IdeaAccessRequestRow | null> => {
    const [row] = await db
      .select()
      .from(ideaAccessRequests)
      .where(and(eq(ideaAccessRequests.ideaId, ideaId), eq(ideaAccessRequests.requesterAccountId, accountId)))
      .orderBy(desc(ideaAccessRequests.createdAt), desc(ideaAccessRequests.id))
      .limit(1);
    return row ?? null;
  },

  /** Whether the person holds an approval for the idea. */
  isApproved: async (db: Database, ideaId: string, accountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ id: ideaAccessRequests.id })
      .from(ideaAccessRequests)
      .where(
        and(
          eq(ideaAccessRequests.ideaId, ideaId),
          eq(ideaAccessRequests.requesterAccountId, accountId),
          eq(ideaAccessRequests.status, 'approved'),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  countPending: async (db: Database, ideaId: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(ideaAccessRequests)
      .where(and(eq(ideaAccessRequests.ideaId, ideaId), eq(ideaAccessRequests.status, 'pending')));
    return Number(row?.n ?? 0);
  },

  /** Inserts a pending request; null when the person already has one pending or approved. */
  insert: async (
    tx: Database,
    values: {
      ideaId: string;
      requesterAccountId: string;
      note: string;
      terms: string | null;
      termsAcceptedAt: Date | null;
    },
  ): Promise<IdeaAccessRequestRow | null> => {
    const [row] = await tx.insert(ideaAccessRequests).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** A request of the idea, locked until the transaction ends. */
  lock: async (tx: Database, ideaId: string, requestId: string): Promise<IdeaAccessRequestRow | null> => {
    const [row] = await tx
      .select()
      .from(ideaAccessRequests)
      .where(and(eq(ideaAccessRequests.id, requestId), eq(ideaAccessRequests.ideaId, ideaId)))
      .for('update');
    return row ?? null;
  },

  /** The person's approval for the idea, locked until the transaction ends. */
  lockApproval: async (tx: Database, ideaId: string, accountId: string): Promise<IdeaAccessRequestRow | null> => {
    const [row] = await tx
      .select()
      .from(ideaAccessRequests)
      .where(
        and(
          eq(ideaAccessRequests.ideaId, ideaId),
          eq(ideaAccessRequests.requesterAccountId, accountId),
          eq(ideaAccessRequests.status, 'approved'),
        ),
      )
      .for('update');
    return row ?? null;
  },

  /**
   * Ends every approval between the two people (any account of either, as owner of the idea or as
   * reader): a block revokes them for good, so lifting the block gives nothing back.
   */
  revokeBetweenPersons: (db: Database, a: string, b: string, now: Date) =>
    db
      .update(ideaAccessRequests)
      .set({ status: 'revoked', revokedAt: now })
      .where(
        and(
          eq(ideaAccessRequests.status, 'approved'),
          sql`exists (select 1 from ${ideas} where ${ideas.id} = ${ideaAccessRequests.ideaId} and (
            (${personOfSql(ideas.ownerAccountId)} = ${personOfSql(a)} and ${personOfSql(ideaAccessRequests.requesterAccountId)} = ${personOfSql(b)})
            or (${personOfSql(ideas.ownerAccountId)} = ${personOfSql(b)} and ${personOfSql(ideaAccessRequests.requesterAccountId)} = ${personOfSql(a)})))`,
        ),
      ),

  setStatus: async (
    tx: Database,
    id: string,
    values: { status: IdeaAccessStatus; decidedAt?: Date; revokedAt?: Date },
  ): Promise<IdeaAccessRequestRow> => {
    const [row] = await tx.update(ideaAccessRequests).set(values).where(eq(ideaAccessRequests.id, id)).returning();
    return row!;
  },

  /** One request with its requester's public face. */
  findWithRequester: async (db: Database, id: string) => {
    const [row] = await db
      .select(requestColumns)
      .from(ideaAccessRequests)
      .innerJoin(accounts, eq(accounts.id, ideaAccessRequests.requesterAccountId))
      .where(eq(ideaAccessRequests.id, id))
      .limit(1);
    return row ?? null;
  },

  /** One page of the idea's requests, newest first, with the number of them. */
  listForIdea: async (
    db: Database,
    ideaId: string,
    { status, limit, offset }: { status?: IdeaAccessStatus; limit: number; offset: number },
  ) => {
    const where = and(
      eq(ideaAccessRequests.ideaId, ideaId),
      status ? eq(ideaAccessRequests.status, status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(requestColumns)
        .from(ideaAccessRequests)
        .innerJoin(accounts, eq(accounts.id, ideaAccessRequests.requesterAccountId))
        .where(where)
        .orderBy(desc(ideaAccessRequests.createdAt), desc(ideaAccessRequests.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(ideaAccessRequests).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** Requests the person sent since `since` (their daily quota), and the oldest of them. */
  countSentSince: async (db: Database, accountId: string, since: Date): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(ideaAccessRequests)
      .where(and(eq(ideaAccessRequests.requesterAccountId, accountId), gt(ideaAccessRequests.createdAt, since)));
    return Number(row?.n ?? 0);
  },
  oldestSentSince: async (db: Database, accountId: string, since: Date): Promise<Date | null> => {
    const [row] = await db
      .select({ at: ideaAccessRequests.createdAt })
      .from(ideaAccessRequests)
      .where(and(eq(ideaAccessRequests.requesterAccountId, accountId), gt(ideaAccessRequests.createdAt, since)))
      .orderBy(ideaAccessRequests.createdAt)
      .limit(1);
    return row?.at ?? null;
  },

  /**
   * Logs a read of the details, unless the person's last entry for the idea is newer than
   * `mergeSince` (reads close together are one entry). True when an entry was added.
   */
  recordView: async (
    db: Database,
    { ideaId, accountId, now, mergeSince }: { ideaId: string; accountId: string; now: Date; mergeSince: Date },
  ): Promise<boolean> => {
    const [recent] = await db
      .select({ id: ideaAccessViews.id })
      .from(ideaAccessViews)
      .where(
        and(
          eq(ideaAccessViews.ideaId, ideaId),
          eq(ideaAccessViews.accountId, accountId),
          gt(ideaAccessViews.viewedAt, mergeSince),
        ),
      )
      .limit(1);
    if (recent) return false;
    await db.insert(ideaAccessViews).values({ ideaId, accountId, viewedAt: now });
    return true;
  },

  /** One page of the access log, newest first, with whether each person's access is still in force. */
  listViews: async (db: Database, ideaId: string, { limit, offset }: { limit: number; offset: number }) => {
    const where = eq(ideaAccessViews.ideaId, ideaId);
    const isActive = sql<boolean>`exists (select 1 from ${ideaAccessRequests} where ${ideaAccessRequests.ideaId} = ${ideaAccessViews.ideaId} and ${ideaAccessRequests.requesterAccountId} = ${ideaAccessViews.accountId} and ${ideaAccessRequests.status} = 'approved')`;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: ideaAccessViews.id,
          viewedAt: ideaAccessViews.viewedAt,
          isActive,
          account: personColumns(accounts),
        })
        .from(ideaAccessViews)
        .innerJoin(accounts, eq(accounts.id, ideaAccessViews.accountId))
        .where(where)
        .orderBy(desc(ideaAccessViews.viewedAt), desc(ideaAccessViews.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(ideaAccessViews).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The idea an image belongs to (by the stem of its key) and the image's place in the gallery (0: the cover). */
  findImage: async (db: Database, stem: string) => {
    const [row] = await db
      .select({ key: ideaAttachments.key, ideaId: ideaAttachments.ideaId })
      .from(ideaAttachments)
      .where(like(ideaAttachments.key, `idea/${stem}.%`))
      .limit(1);
    if (!row) return null;
    const gallery = await db
      .select({ key: ideaAttachments.key })
      .from(ideaAttachments)
      .where(eq(ideaAttachments.ideaId, row.ideaId))
      .orderBy(asc(ideaAttachments.sortOrder), asc(ideaAttachments.id));
    return { ...row, index: gallery.findIndex((image) => image.key === row.key) };
  },

  /** Whether the idea has an open report (a moderator handling it may read its details). */
  /**
   * The open reports on the idea that someone other than the staff member filed (a report the staff
   * member's own person filed, from any of their accounts, is not one they may handle), oldest first.
   */
  openReportsByOthers: async (db: Database, ideaId: string, staffAccountId: string): Promise<string[]> => {
    const rows = await db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.ideaId, ideaId),
          eq(reports.status, 'open'),
          sql`${personOfSql(reports.reporterAccountId)} <> ${personOfSql(staffAccountId)}`,
        ),
      )
      .orderBy(asc(reports.createdAt))
      .limit(20);
    return rows.map((row) => row.id);
  },

  /** The person to mail about a request: an active account with an address (see `mailRecipientColumns`). */
  findMailRecipient: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({ ...mailRecipientColumns, middleName: accounts.middleName, lastName: accounts.lastName })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.isDeactivated, false), isNull(accounts.deletedAt)))
      .limit(1);
    return row ?? null;
  },

  /** An account's role, permissions and name, for staff reads and watermarks. */
  findViewer: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({ ...personColumns(accounts), role: accounts.role, isDeactivated: accounts.isDeactivated })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    if (!row) return null;
    const permissions = await db
      .select({ permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(eq(adminPermissions.accountId, accountId));
    return { ...row, permissions: permissions.map((p) => p.permission) };
  },
};
