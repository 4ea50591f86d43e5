import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, comments, ideas, partnerRequests, reports } from '../../db/schema/index';

const owner = alias(accounts, 'trust_owner');

/** Posts read by the repeated-text rule: more than one person could post in an hour by hand. */
const RECENT_POSTS_MAX = 200;

/** SQL of trust levels and the quotas they set. */
export const trustRepository = {
  /**
   * The person behind an account (its owner for a sub-account) with what their trust level is read
   * from; null when the account does not exist.
   */
  findPerson: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({
        personId: sql<string>`coalesce(${owner.id}, ${accounts.id})`,
        emailVerifiedAt: sql<Date | null>`coalesce(${owner.emailVerifiedAt}, ${accounts.emailVerifiedAt})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
        createdAt: sql<Date>`coalesce(${owner.createdAt}, ${accounts.createdAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(accounts)
      .leftJoin(owner, eq(owner.id, accounts.ownerAccountId))
      .where(eq(accounts.id, accountId));
    return row ?? null;
  },

  /** Reports of ideas made by this account since `since`. */
  countReportsBy: async (db: Database, accountId: string, since: Date) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.reporterAccountId, accountId), gte(reports.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Reports of ideas sent from this network address since `since`, by anyone. */
  countReportsFrom: async (db: Database, address: string, since: Date) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.reporterAddress, address), gte(reports.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Partner requests sent by this account since `since` (cancelled ones included: sending is what costs). */
  countPartnerRequestsBy: async (db: Database, accountId: string, since: Date) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerRequests)
      .where(and(eq(partnerRequests.requesterAccountId, accountId), gte(partnerRequests.createdAt, since)));
    return row?.n ?? 0;
  },

  /**
   * Locks the person's main account row until the transaction ends, so two posts by one person are
   * checked one after the other (NO KEY UPDATE: rows that merely reference the account still insert).
   */
  lockPerson: async (tx: Database, personId: string) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, personId)).for('no key update');
  },

  /**
   * The texts of the ideas (description and detail) and comments the person (their main account or
   * any sub-account) posted since `since`, deleted ones included, newest first.
   */
  recentPostTexts: async (db: Database, personId: string, since: Date) => {
    const authors = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(eq(accounts.id, personId), eq(accounts.ownerAccountId, personId)));
    const [ideaRows, commentRows] = await Promise.all([
      db
        .select({ description: ideas.description, detail: ideas.detail, at: ideas.createdAt })
        .from(ideas)
        .where(and(inArray(ideas.ownerAccountId, authors), gte(ideas.createdAt, since)))
        .orderBy(desc(ideas.createdAt))
        .limit(RECENT_POSTS_MAX),
      db
        .select({ text: comments.text, at: comments.createdAt })
        .from(comments)
        .where(and(inArray(comments.authorAccountId, authors), gte(comments.createdAt, since)))
        .orderBy(desc(comments.createdAt))
        .limit(RECENT_POSTS_MAX),
    ]);
    return [
      ...ideaRows.map((row) => ({ texts: [row.description, row.detail], at: row.at })),
      ...commentRows.map((row) => ({ texts: [row.text], at: row.at })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());
  },

  /** When the oldest of the counted actions happened, to tell the client when a slot frees up. */
  oldestSince: async (db: Database, table: 'reports' | 'partnerRequests', accountId: string, since: Date) => {
    const [row] =
      table === 'reports'
        ? await db
            .select({ at: sql<Date | null>`min(${reports.createdAt})` })
            .from(reports)
            .where(and(eq(reports.reporterAccountId, accountId), gte(reports.createdAt, since)))
        : await db
            .select({ at: sql<Date | null>`min(${partnerRequests.createdAt})` })
            .from(partnerRequests)
            .where(and(eq(partnerRequests.requesterAccountId, accountId), gte(partnerRequests.createdAt, since)));
    return row?.at ? new Date(row.at) : null;
  },
};
