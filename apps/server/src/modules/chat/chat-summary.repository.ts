import { and, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/list-queries';
import { preparedQuery } from '../../db/prepared';
import { spellingsOf } from '../search/search-query';
import { accountNameSearchText, accounts, chatMembers, chats, ideas, pushSubscriptions } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { firstImageKey } from './chat-sql';

const otherMember = alias(chatMembers, 'other_member');
const otherAccount = alias(accounts, 'other_account');
const startIdea = alias(ideas, 'start_idea');

/**
 * A subquery as a selected column, its columns named with their tables (a select from one table
 * names the columns of its selection bare, which inside a subquery could mean the inner table's).
 */
const qualified = <T>(query: SQL): SQL<T> => sql<T>`${query}`;

/** SQL: how many of the account's chats hold messages it has not read (the counts the writes keep). */
const unreadChatsSql = qualified<number>(
  sql`(select count(*)::int from ${chatMembers} where ${chatMembers.accountId} = ${accounts.id} and ${chatMembers.unreadCount} > 0)`,
);

/**
 * SQL: a message from someone else reached one of the account's chats after it last had the chat
 * page open (any message, when it never had).
 */
const hasActivitySql = qualified<boolean>(
  sql`exists (select 1 from ${chatMembers} where ${chatMembers.accountId} = ${accounts.id} and ${chatMembers.lastIncomingAt} > coalesce(${accounts.chatSeenAt}, '-infinity'::timestamptz))`,
);

/** Per account: its chat badge, and who hears of it too (a persona's owner). */
const badgeColumns = {
  accountId: accounts.id,
  ownerAccountId: accounts.ownerAccountId,
  unreadChatCount: unreadChatsSql,
  hasActivity: hasActivitySql,
};

/** One account's badge (the header reads it on every page): prepared. */
const badgeQuery = preparedQuery((db) =>
  db
    .select(badgeColumns)
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('chat_badge'),
);

/**
 * What the fan-out of a new message needs of a member: the badge, the owner, and whether a mail
 * (`emailOnMessage`, an address, active, not erased) or a push (a device of the person's main
 * account) could reach it at all when it is away.
 */
const audienceColumns = {
  ...badgeColumns,
  mayMail: qualified<boolean>(
    sql`(${accounts.emailOnMessage} and ${accounts.email} is not null and not ${accounts.isDeactivated} and ${accounts.deletedAt} is null)`,
  ),
  mayPush: qualified<boolean>(
    sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.accountId} = coalesce(${accounts.ownerAccountId}, ${accounts.id}))`,
  ),
};

/** The audience of a message to one or two accounts (a 1:1 chat, with or without the sender): prepared. */
const audienceOfOne = preparedQuery((db) =>
  db
    .select(audienceColumns)
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('a')))
    .prepare('chat_audience_1'),
);
const audienceOfTwo = preparedQuery((db) =>
  db
    .select(audienceColumns)
    .from(accounts)
    .where(or(eq(accounts.id, sql.placeholder('a')), eq(accounts.id, sql.placeholder('b'))))
    .prepare('chat_audience_2'),
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
        unreadCount: chatMembers.unreadCount,
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

  /** Each account's chat badge (unread chats, activity since it last looked) and its owner, in one statement. */
  badgesOf: async (db: Database, accountIds: string[]) => {
    if (accountIds.length === 1) return badgeQuery(db).execute({ accountId: accountIds[0] });
    return accountIds.length ? db.select(badgeColumns).from(accounts).where(inArray(accounts.id, accountIds)) : [];
  },

  /** What the fan-out of a new message needs of each member (`audienceColumns`), in one statement. */
  audienceOf: async (db: Database, accountIds: string[]) => {
    const [a, b] = accountIds;
    if (accountIds.length === 1) return audienceOfOne(db).execute({ a });
    if (accountIds.length === 2) return audienceOfTwo(db).execute({ a, b });
    return accountIds.length ? db.select(audienceColumns).from(accounts).where(inArray(accounts.id, accountIds)) : [];
  },

  markChatSeen: async (db: Database, accountId: string, at: Date) => {
    await db.update(accounts).set({ chatSeenAt: at }).where(eq(accounts.id, accountId));
  },

  /**
   * Per account, how many of its chats hold a message it has not read (the main account's avatar
   * popover shows it for each sub-account).
   */
  countUnreadChats: async (db: Database, accountIds: string[]): Promise<Map<string, number>> => {
    if (!accountIds.length) return new Map();
    const rows = await db
      .select({ accountId: chatMembers.accountId, n: count() })
      .from(chatMembers)
      .where(and(inArray(chatMembers.accountId, accountIds), gt(chatMembers.unreadCount, 0)))
      .groupBy(chatMembers.accountId);
    return new Map(rows.map((row) => [row.accountId, Number(row.n)]));
  },
};
