import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, blocks } from '../../db/schema/index';
import { personOfSql } from '../../db/person-of';
import { blockedBetweenSql, blockedEitherWaySql } from './block-sql';
import { personColumns } from '../accounts/person.presenter';

/*
 * A block is recorded between two accounts (the one blocked may be a sub-account, so the blocker's
 * list names the persona they blocked) and holds between the two people behind them: each block
 * row also names both people (a sub-account's owner, else the account), and every check below
 * compares people, so no persona of either side reaches any persona of the other.
 */

/** `accounts.id` qualified, for the lookups below (drizzle leaves it bare in a one-table select). */
const accountIdRef = sql`"accounts"."id"`;

/** True when the people behind `a` and `b` blocked each other either way (no requests, comments or messages). */
export async function isBlockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ blocked: blockedBetweenSql(personOfSql(accountIdRef), personOfSql(b)).mapWith(Boolean) })
    .from(accounts)
    .where(eq(accounts.id, a));
  return Boolean(row?.blocked);
}

/** Whether the person behind `me` and the person behind any of `accountIds` blocked each other either way. */
export async function isBlockedWithAny(db: Database, me: string, accountIds: string[]): Promise<boolean> {
  if (!accountIds.length) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .where(and(inArray(accounts.id, accountIds), blockedEitherWaySql(me, accountIdRef)))
    .limit(1);
  return Boolean(row);
}

/** SQL for the blocks table. */
export const blockRepository = {
  /** Records the block once, however often asked, with the people behind both accounts. */
  insert: (db: Database, blockerAccountId: string, blockedAccountId: string) =>
    db
      .insert(blocks)
      .values({
        blockerAccountId,
        blockedAccountId,
        blockerPersonId: personOfSql(blockerAccountId),
        blockedPersonId: personOfSql(blockedAccountId),
      })
      .onConflictDoNothing(),

  /**
   * Lifts every block the viewer's person holds on the person behind `blockedAccountId` (blocking
   * a persona and its owner are one block to lift).
   */
  deletePersonBlocks: (db: Database, blockerAccountId: string, blockedAccountId: string) =>
    db
      .delete(blocks)
      .where(
        and(
          eq(blocks.blockerPersonId, personOfSql(blockerAccountId)),
          eq(blocks.blockedPersonId, personOfSql(blockedAccountId)),
        ),
      ),

  /** Whether the person behind `blockerAccountId` blocked the person behind `blockedAccountId`. */
  exists: async (db: Database, blockerAccountId: string, blockedAccountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(blocks)
      .where(
        and(
          eq(blocks.blockerPersonId, personOfSql(blockerAccountId)),
          eq(blocks.blockedPersonId, personOfSql(blockedAccountId)),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /**
   * The accounts the viewer's person blocked (one row per blocked person: the account named by the
   * newest block on them), newest first.
   */
  listBlocked: async (db: Database, viewerId: string, page: { limit: number; offset: number }) => {
    const mine = eq(blocks.blockerPersonId, personOfSql(viewerId));
    const newest = db
      .selectDistinctOn([blocks.blockedPersonId], {
        blockedAccountId: blocks.blockedAccountId,
        createdAt: blocks.createdAt,
      })
      .from(blocks)
      .where(mine)
      .orderBy(blocks.blockedPersonId, desc(blocks.createdAt))
      .as('newest');
    const [rows, [total]] = await Promise.all([
      db
        .select({ person: personColumns(accounts), blockedAt: newest.createdAt })
        .from(newest)
        .innerJoin(accounts, eq(accounts.id, newest.blockedAccountId))
        .orderBy(desc(newest.createdAt), accounts.id)
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ value: sql<number>`count(distinct ${blocks.blockedPersonId})`.mapWith(Number) })
        .from(blocks)
        .where(mine),
    ]);
    return { rows, totalItems: total?.value ?? 0 };
  },

  /** Whether the two accounts belong to one person (an owner and its persona, or two personas of one owner). */
  isSamePerson: async (db: Database, a: string, b: string): Promise<boolean> => {
    if (a === b) return true;
    const [row] = await db
      .select({ same: sql<boolean>`${personOfSql(accountIdRef)} = ${personOfSql(b)}`.mapWith(Boolean) })
      .from(accounts)
      .where(eq(accounts.id, a));
    return Boolean(row?.same);
  },
};
