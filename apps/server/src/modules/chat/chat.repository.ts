import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, chatMembers, chatMessages, chats, ideas } from '../../db/schema/index';
import { personColumns, type PersonRow } from '../accounts/person.presenter';
import { signedInVisibleSql } from '../ideas/idea.policy';
import { blockedEitherWaySql } from '../partners/block-sql';
import { firstImageKey, ts } from './chat-sql';
import { preparedQuery } from '../../db/prepared';

/** '<smaller id>:<larger id>': the unique key of a 1:1 chat, so opening one is race-free. */
export const directKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The chat, its members and the viewer's blocks with them (every chat call asks): prepared. */
const chatWithMembersQuery = preparedQuery((db) => {
  const viewerId = sql`${sql.placeholder('viewerId')}::uuid`;
  return db
    .select({
      chat: chats,
      accountId: chatMembers.accountId,
      lastReadAt: chatMembers.lastReadAt,
      // A block between the people behind the viewer and a member (any of their personas).
      isBlocked: sql<boolean>`${chatMembers.accountId} <> ${viewerId} and ${blockedEitherWaySql(viewerId, chatMembers.accountId)}`,
    })
    .from(chats)
    .leftJoin(chatMembers, eq(chatMembers.chatId, chats.id))
    .where(eq(chats.id, sql.placeholder('chatId')))
    .prepare('chat_with_members');
});

/** SQL for chats and their members: who is in a chat, opening one, read marks (one method per query). */
export const chatRepository = {
  /**
   * The chat with its members and their read marks, and whether `viewerId` and another member block
   * each other, in one query (every chat call checks membership; a send also checks blocks).
   */
  findChatWithMembers: async (db: Database, chatId: string, viewerId: string) => {
    const rows = await chatWithMembersQuery(db).execute({ chatId, viewerId });
    if (!rows.length) return undefined;
    const members = rows.flatMap((row) =>
      row.accountId ? [{ accountId: row.accountId, lastReadAt: row.lastReadAt }] : [],
    );
    return { chat: rows[0]!.chat, members, isBlocked: rows.some((row) => row.isBlocked) };
  },

  /** The account if it may take part in a chat: exists and is not deactivated. */
  findActiveAccount: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.isDeactivated, false)))
      .limit(1);
    return row;
  },

  /** The main accounts owning any of these accounts (sub-accounts), keyed by sub-account id. */
  ownersOf: async (db: Database, accountIds: string[]): Promise<Map<string, string>> => {
    if (!accountIds.length) return new Map();
    const rows = await db
      .select({ id: accounts.id, ownerAccountId: accounts.ownerAccountId })
      .from(accounts)
      .where(and(inArray(accounts.id, accountIds), sql`${accounts.ownerAccountId} is not null`));
    return new Map(rows.flatMap((row) => (row.ownerAccountId ? [[row.id, row.ownerAccountId] as const] : [])));
  },

  /**
   * An idea every signed-in person may see (to share or to start from; members-only ones included)
   * with its first image: name, category and cover are its public face even when it is confidential.
   */
  findVisibleIdea: async (db: Database, ideaId: string) => {
    const [row] = await db
      .select({ id: ideas.id, name: ideas.name, categoryId: ideas.categoryId, imageKey: firstImageKey(ideas.id) })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(and(eq(ideas.id, ideaId), signedInVisibleSql))
      .limit(1);
    return row;
  },

  /** Creates the 1:1 chat of two accounts unless it exists (insert … on conflict do nothing); returns its id. */
  openDirectChat: async (db: Database, a: string, b: string, ideaId: string | null): Promise<string> => {
    const directKey = directKeyOf(a, b);
    const [created] = await db
      .insert(chats)
      .values({ directKey, ideaId })
      .onConflictDoNothing({ target: chats.directKey })
      .returning({ id: chats.id });
    const chatId =
      created?.id ?? (await db.select({ id: chats.id }).from(chats).where(eq(chats.directKey, directKey)))[0]!.id;
    await db
      .insert(chatMembers)
      .values([
        { chatId, accountId: a },
        { chatId, accountId: b },
      ])
      .onConflictDoNothing();
    return chatId;
  },

  /**
   * Moves a member's read mark forward to `at` (never back) and counts what stays unread after it
   * (messages from others after the mark); returns the mark after.
   */
  markRead: async (db: Database, chatId: string, accountId: string, at: Date): Promise<Date | null> => {
    const mark = sql`greatest(coalesce(${chatMembers.lastReadAt}, ${ts(at)}), ${ts(at)})`;
    const [row] = await db
      .update(chatMembers)
      .set({
        lastReadAt: mark,
        unreadCount: sql`(select count(*)::int from ${chatMessages} where ${and(
          eq(chatMessages.chatId, chatId),
          ne(chatMessages.senderAccountId, accountId),
          sql`${chatMessages.createdAt} > ${mark}`,
        )})`,
      })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.accountId, accountId)))
      .returning({ lastReadAt: chatMembers.lastReadAt });
    return row?.lastReadAt ?? null;
  },

  /** The other member of a 1:1 chat, as a person summary. */
  findOtherMember: async (db: Database, chatId: string, accountId: string) => {
    const [row] = await db
      .select({ lastReadAt: chatMembers.lastReadAt, person: personColumns(accounts) })
      .from(chatMembers)
      .innerJoin(accounts, eq(accounts.id, chatMembers.accountId))
      .where(and(eq(chatMembers.chatId, chatId), ne(chatMembers.accountId, accountId)))
      .limit(1);
    return row;
  },

  /** The other member of each of these 1:1 chats, by chat id: one statement for a page of chats. */
  findOtherMembers: async (db: Database, chatIds: string[], accountId: string) => {
    if (!chatIds.length) return new Map<string, PersonRow>();
    const rows = await db
      .select({ chatId: chatMembers.chatId, person: personColumns(accounts) })
      .from(chatMembers)
      .innerJoin(accounts, eq(accounts.id, chatMembers.accountId))
      .where(and(inArray(chatMembers.chatId, chatIds), ne(chatMembers.accountId, accountId)));
    return new Map(rows.map((row) => [row.chatId, row.person]));
  },

  /** The name parts of an account, for a mail that names it. */
  findNameParts: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({
        username: accounts.username,
        firstName: accounts.firstName,
        middleName: accounts.middleName,
        lastName: accounts.lastName,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  },
};
