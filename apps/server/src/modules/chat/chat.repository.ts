import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/list-queries';
import { spellingsOf } from '../search/search-query';
import { preparedQuery } from '../../db/prepared';
import {
  accountNameSearchText,
  accounts,
  chatMembers,
  chatMessages,
  chats,
  ideaAttachments,
  ideas,
  type NewChatMessage,
} from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { blockedEitherWaySql, isBlockedWithAny } from '../partners/block.repository';
import { signedInVisibleSql } from '../ideas/idea.policy';
import { mailRecipientColumns } from '../mail/mail.repository';

/** A time parameter; ISO text cast in SQL reads the same on PGlite and node-postgres. */
const ts = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** SQL: the message was sent in the member's chat by someone else after `after` (at any time when null). */
const isFromOthersAfter = (member: typeof chatMembers, after: AnyPgColumn) =>
  and(
    eq(chatMessages.chatId, member.chatId),
    ne(chatMessages.senderAccountId, member.accountId),
    or(isNull(after), gt(chatMessages.createdAt, after)),
  );

/**
 * For a `chat_members` row in the outer query: its chat holds a message from someone else after
 * `after` (any message when `after` is null). The check stops at the first such message.
 */
const messageFromOthersAfter = (db: Database, after: AnyPgColumn): SQL =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(isFromOthersAfter(chatMembers, after))})`;

/** '<smaller id>:<larger id>': the unique key of a 1:1 chat, so opening one is race-free. */
export const directKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

const firstImageKey = (ideaId: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideaId} order by ${ideaAttachments.sortOrder} asc limit 1)`;

const sharedIdeas = alias(ideas, 'shared_idea');

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  clientId: chatMessages.clientId,
  senderId: chatMessages.senderAccountId,
  text: chatMessages.text,
  imageKey: chatMessages.imageKey,
  createdAt: chatMessages.createdAt,
  sharedIdeaId: sharedIdeas.id,
  sharedIdeaName: sharedIdeas.name,
  sharedIdeaCategory: sharedIdeas.categoryId,
  sharedIdeaImageKey: firstImageKey(sharedIdeas.id),
};

const selectMessages = (db: Database) =>
  db.select(messageColumns).from(chatMessages).leftJoin(sharedIdeas, eq(sharedIdeas.id, chatMessages.sharedIdeaId));
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

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

/** SQL for chats, their members and messages (one method per query). */
export const chatRepository = {
  /**
   * The chat with its members and their read marks, and whether `viewerId` and another member block
   * each other, in one query (every chat call checks membership; a send also checks blocks).
   */
  findChatWithMembers: async (db: Database, chatId: string, viewerId: string) => {
    const rows = await db
      .select({
        chat: chats,
        accountId: chatMembers.accountId,
        lastReadAt: chatMembers.lastReadAt,
        // A block between the people behind the viewer and a member (any of their personas).
        isBlocked: sql<boolean>`${chatMembers.accountId} <> ${viewerId} and ${blockedEitherWaySql(viewerId, chatMembers.accountId)}`,
      })
      .from(chats)
      .leftJoin(chatMembers, eq(chatMembers.chatId, chats.id))
      .where(eq(chats.id, chatId));
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

  /** Whether the person behind `a` and the person behind any of `others` blocked each other either way. */
  isBlockedBetween: (db: Database, a: string, others: string[]) => isBlockedWithAny(db, a, others),

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
   * Stores a message and, when it is new, moves the chat's sort time and the sender's read mark
   * forward, in one statement (so a send into an existing chat needs no transaction). A resend with
   * the same client id returns the stored message instead (`isNew` false) and moves nothing.
   */
  insertMessage: async (
    db: Database,
    values: NewChatMessage & { createdAt: Date },
  ): Promise<{ id: string; isNew: boolean }> => {
    const at = ts(values.createdAt);
    const inserted = db.$with('inserted').as(
      db
        .insert(chatMessages)
        .values(values)
        .onConflictDoNothing({ target: [chatMessages.chatId, chatMessages.senderAccountId, chatMessages.clientId] })
        .returning({ id: chatMessages.id }),
    );
    const isNew = sql`exists (select 1 from ${inserted})`;
    // Never back: messages may commit out of order.
    const touched = db.$with('touched').as(
      db
        .update(chats)
        .set({ lastMessageAt: sql`greatest(coalesce(${chats.lastMessageAt}, ${at}), ${at})` })
        .where(and(eq(chats.id, values.chatId), isNew))
        .returning({ id: chats.id }),
    );
    const read = db.$with('read').as(
      db
        .update(chatMembers)
        .set({ lastReadAt: sql`greatest(coalesce(${chatMembers.lastReadAt}, ${at}), ${at})` })
        .where(and(eq(chatMembers.chatId, values.chatId), eq(chatMembers.accountId, values.senderAccountId), isNew))
        .returning({ chatId: chatMembers.chatId }),
    );
    const [stored] = await db.with(inserted, touched, read).select({ id: inserted.id }).from(inserted);
    if (stored) return { id: stored.id, isNew: true };
    const [existing] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, values.chatId),
          eq(chatMessages.senderAccountId, values.senderAccountId),
          eq(chatMessages.clientId, values.clientId ?? ''),
        ),
      );
    return { id: existing!.id, isNew: false };
  },

  /** Moves a member's read mark forward to `at` (never back); returns the mark after. */
  markRead: async (db: Database, chatId: string, accountId: string, at: Date): Promise<Date | null> => {
    const [row] = await db
      .update(chatMembers)
      .set({ lastReadAt: sql`greatest(coalesce(${chatMembers.lastReadAt}, ${ts(at)}), ${ts(at)})` })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.accountId, accountId)))
      .returning({ lastReadAt: chatMembers.lastReadAt });
    return row?.lastReadAt ?? null;
  },

  findMessage: async (db: Database, id: string) => {
    const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
    return row;
  },

  /** The newest message of the chat. */
  latestMessageTime: async (db: Database, chatId: string): Promise<Date | null> => {
    const [row] = await db
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /**
   * A page of a chat's messages around a (time, id) cursor, so equal times never cause gaps or
   * repeats: older ones newest first, or newer ones oldest first.
   */
  listMessages: (
    db: Database,
    chatId: string,
    {
      cursor,
      direction,
      limit,
    }: { cursor: { at: Date; id: string | null } | null; direction: 'older' | 'newer'; limit: number },
  ) => {
    const isOlder = direction === 'older';
    let where: SQL | undefined;
    if (cursor) {
      const idBound =
        cursor.id ?? (isOlder ? '00000000-0000-0000-0000-000000000000' : 'ffffffff-ffff-ffff-ffff-ffffffffffff');
      where = isOlder
        ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${ts(cursor.at)}, ${idBound}::uuid)`
        : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (${ts(cursor.at)}, ${idBound}::uuid)`;
    }
    const order = isOlder
      ? [desc(chatMessages.createdAt), desc(chatMessages.id)]
      : [asc(chatMessages.createdAt), asc(chatMessages.id)];
    return selectMessages(db)
      .where(and(eq(chatMessages.chatId, chatId), where))
      .orderBy(...order)
      .limit(limit);
  },

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

  /** The newest message of each chat. */
  lastMessages: async (db: Database, chatIds: string[]) => {
    if (!chatIds.length) return new Map<string, typeof chatMessages.$inferSelect>();
    const rows = await db
      .selectDistinctOn([chatMessages.chatId])
      .from(chatMessages)
      .where(inArray(chatMessages.chatId, chatIds))
      .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id));
    return new Map(rows.map((row) => [row.chatId, row]));
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

  /** Who of these accounts wants a mail per new message and can get one: an address, active, not erased. */
  messageMailRecipients: (db: Database, accountIds: string[]) =>
    accountIds.length
      ? db
          .select(mailRecipientColumns)
          .from(accounts)
          .where(
            and(
              inArray(accounts.id, accountIds),
              eq(accounts.emailOnMessage, true),
              eq(accounts.isDeactivated, false),
              isNull(accounts.deletedAt),
              sql`${accounts.email} is not null`,
            ),
          )
      : Promise.resolve([]),

  /**
   * Takes this member's turn to be mailed about the chat: true at most once per `quietMs`, on every
   * node at once (the update is the lock).
   */
  claimMessageMail: async (db: Database, chatId: string, accountId: string, now: Date, quietMs: number) => {
    const rows = await db
      .update(chatMembers)
      .set({ messageMailedAt: now })
      .where(
        and(
          eq(chatMembers.chatId, chatId),
          eq(chatMembers.accountId, accountId),
          or(
            isNull(chatMembers.messageMailedAt),
            sql`${chatMembers.messageMailedAt} <= ${ts(new Date(now.getTime() - quietMs))}`,
          ),
        ),
      )
      .returning({ chatId: chatMembers.chatId });
    return rows.length > 0;
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
