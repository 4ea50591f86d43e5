import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/list-queries';
import { preparedQuery } from '../../db/prepared';
import { spellingsOf } from '../search/search-query';
import { accountNameSearchText, accounts, chatMembers, chatMessages, chats, ideas } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { firstImageKey, isFromOthersAfter, messageFromOthersAfter } from './chat-sql';

const otherMember = alias(chatMembers, 'other_member');
const otherAccount = alias(accounts, 'other_account');
const startIdea = alias(ideas, 'start_idea');

/** SQL: the message is unread by the member: sent by someone else in the member's chat after its read mark. */
const isUnreadBy = (member: typeof chatMembers) => isFromOthersAfter(member, member.lastReadAt);

/** How many messages of the member's chat it has not read. */
const unreadOf = (member: typeof chatMembers) =>
  sql<number>`(select count(*)::int from ${chatMessages} where ${isUnreadBy(member)})`;

/**
 * SQL: the `chat_members` row's chat holds a message it has not read. Chats whose last message is not newer than
 * the read mark are passed over without looking at their messages; otherwise the check stops at the
 * first unread message instead of reading every one.
 */
const hasUnread = (db: Database) =>
  and(
    sql`${chats.lastMessageAt} > coalesce(${chatMembers.lastReadAt}, '-infinity'::timestamptz)`,
    messageFromOthersAfter(db, chatMembers.lastReadAt),
  );

/** The unread chat count of one account (the chat badge, read on every summary): prepared. */
const unreadChatsQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.accountId, sql.placeholder('accountId')), hasUnread(db)))
    .prepare('chat_unread_count'),
);

/** SQL for the chat list and its badges: my chats, unread counts, activity since I last looked (one method per query). */
export const chatSummaryRepository = {
  /** My chats, newest activity first, with the other person, the starting idea and my unread count. */
  listChats: async (
    db: Database,
    accountId: string,
    { q, withAccountId, limit, offset }: { q?: string; withAccountId?: string; limit: number; offset: number },
  ) => {
    const where = and(
      eq(chatMembers.accountId, accountId),
      q
        ? or(...spellingsOf(q).map((form) => ilike(accountNameSearchText(otherAccount), containsPattern(form))))
        : undefined,
      withAccountId ? eq(otherMember.accountId, withAccountId) : undefined,
    );
    const base = db
      .select({
        id: chats.id,
        createdAt: chats.createdAt,
        lastMessageAt: chats.lastMessageAt,
        unreadCount: unreadOf(chatMembers),
        other: personColumns(otherAccount),
        ideaId: startIdea.id,
        ideaName: startIdea.name,
        ideaCategory: startIdea.categoryId,
        ideaImageKey: firstImageKey(startIdea.id),
      })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .innerJoin(otherMember, and(eq(otherMember.chatId, chats.id), ne(otherMember.accountId, chatMembers.accountId)))
      .innerJoin(otherAccount, eq(otherAccount.id, otherMember.accountId))
      .leftJoin(startIdea, eq(startIdea.id, chats.ideaId));
    const [rows, [total]] = await Promise.all([
      base
        .where(where)
        .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(chatMembers)
        .innerJoin(
          otherMember,
          and(eq(otherMember.chatId, chatMembers.chatId), ne(otherMember.accountId, chatMembers.accountId)),
        )
        .innerJoin(otherAccount, eq(otherAccount.id, otherMember.accountId))
        .where(where),
    ]);
    return { rows, totalItems: Number(total?.n ?? 0) };
  },

  /** Whether a message from someone else reached any of the account's chats after it last had the chat page open. */
  hasActivitySinceSeen: async (db: Database, accountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql`1` })
      .from(chatMembers)
      .innerJoin(accounts, eq(accounts.id, chatMembers.accountId))
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .where(
        and(
          eq(chatMembers.accountId, accountId),
          // The chat's last message time prunes chats quiet since then before any message is read.
          or(isNull(accounts.chatSeenAt), gt(chats.lastMessageAt, accounts.chatSeenAt)),
          messageFromOthersAfter(db, accounts.chatSeenAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  markChatSeen: async (db: Database, accountId: string, at: Date) => {
    await db.update(accounts).set({ chatSeenAt: at }).where(eq(accounts.id, accountId));
  },

  /**
   * Per account, how many of its chats hold a message it has not read (the chat badge; the main
   * account's avatar popover shows it for each sub-account).
   */
  countUnreadChats: async (db: Database, accountIds: string[]): Promise<Map<string, number>> => {
    if (accountIds.length === 1) {
      const [accountId] = accountIds as [string];
      const [row] = await unreadChatsQuery(db).execute({ accountId });
      return new Map([[accountId, Number(row?.n ?? 0)]]);
    }
    if (!accountIds.length) return new Map();
    const rows = await db
      .select({ accountId: chatMembers.accountId, n: count() })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .where(and(inArray(chatMembers.accountId, accountIds), hasUnread(db)))
      .groupBy(chatMembers.accountId);
    return new Map(rows.map((row) => [row.accountId, Number(row.n)]));
  },
};
