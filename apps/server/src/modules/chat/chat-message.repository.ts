import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  chatMembers,
  chatMessageReactions,
  chatMessages,
  chats,
  ideas,
  type NewChatMessage,
} from '../../db/schema/index';
import { CHAT_QUOTE_TEXT_MAX } from '@ideamatch/shared';
import { firstImageKey, ts } from './chat-sql';
import { preparedQuery } from '../../db/prepared';
import { uuidv7 } from '../../lib/uuid';

const sharedIdeas = alias(ideas, 'shared_idea');
const quoted = alias(chatMessages, 'quoted');

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  clientId: chatMessages.clientId,
  senderId: chatMessages.senderAccountId,
  text: chatMessages.text,
  imageKey: chatMessages.imageKey,
  fileKey: chatMessages.fileKey,
  fileName: chatMessages.fileName,
  fileSizeBytes: chatMessages.fileSizeBytes,
  createdAt: chatMessages.createdAt,
  editedAt: chatMessages.editedAt,
  removedAt: chatMessages.removedAt,
  sharedIdeaId: sharedIdeas.id,
  sharedIdeaName: sharedIdeas.name,
  sharedIdeaCategory: sharedIdeas.categoryId,
  sharedIdeaImageKey: firstImageKey(sharedIdeas.id),
  // The message replied to: enough of it for its quote.
  quotedId: quoted.id,
  quotedSenderId: quoted.senderAccountId,
  quotedText: sql<string | null>`left(${quoted.text}, ${sql.raw(String(CHAT_QUOTE_TEXT_MAX))})`,
  quotedHasImage: sql<boolean | null>`(${quoted.imageKey} is not null)`,
  quotedHasIdea: sql<boolean | null>`(${quoted.sharedIdeaId} is not null)`,
  quotedFileName: quoted.fileName,
  quotedRemovedAt: quoted.removedAt,
};

const selectMessages = (db: Database) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(sharedIdeas, eq(sharedIdeas.id, chatMessages.sharedIdeaId))
    .leftJoin(quoted, eq(quoted.id, chatMessages.replyToId));
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/** A message to store; `searchWords` are its words for search, already segmented (none: filled in at start). */
export type NewMessage = Pick<NewChatMessage, 'chatId' | 'senderAccountId' | 'text'> &
  Partial<
    Pick<
      NewChatMessage,
      'clientId' | 'imageKey' | 'fileKey' | 'fileName' | 'fileSizeBytes' | 'sharedIdeaId' | 'replyToId'
    >
  > & { createdAt: Date; searchWords?: string | null };

const param = (name: string) => sql.placeholder(name);

/**
 * The send's statement (see `insertMessage`), prepared: drizzle builds it once and PostgreSQL plans it
 * once per connection, as every message runs it.
 */
const insertMessageQuery = preparedQuery((db) => {
  const at = sql`${param('at')}::timestamptz`;
  const chatId = sql`${param('chatId')}::uuid`;
  const senderId = sql`${param('senderId')}::uuid`;
  const inserted = db.$with('inserted').as(
    db
      .insert(chatMessages)
      .values({
        id: param('id'),
        chatId: param('chatId'),
        senderAccountId: param('senderId'),
        clientId: param('clientId'),
        text: param('text'),
        imageKey: param('imageKey'),
        fileKey: param('fileKey'),
        fileName: param('fileName'),
        fileSizeBytes: param('fileSizeBytes'),
        sharedIdeaId: param('sharedIdeaId'),
        replyToId: param('replyToId'),
        createdAt: at,
        searchVector: sql`to_tsvector('simple', ${param('searchWords')}::text)`,
      })
      .onConflictDoNothing({ target: [chatMessages.chatId, chatMessages.senderAccountId, chatMessages.clientId] })
      .returning({ id: chatMessages.id }),
  );
  const isNew = sql`exists (select 1 from ${inserted})`;
  // Never back: messages may commit out of order.
  const touched = db.$with('touched').as(
    db
      .update(chats)
      .set({ lastMessageAt: sql`greatest(coalesce(${chats.lastMessageAt}, ${at}), ${at})` })
      .where(and(eq(chats.id, chatId), isNew))
      .returning({ id: chats.id }),
  );
  const readMark = sql`greatest(coalesce(${chatMembers.lastReadAt}, ${at}), ${at})`;
  const read = db.$with('read').as(
    db
      .update(chatMembers)
      .set({
        lastReadAt: readMark,
        unreadCount: sql`(select count(*)::int from ${chatMessages} where ${and(
          eq(chatMessages.chatId, chatId),
          ne(chatMessages.senderAccountId, senderId),
          sql`${chatMessages.createdAt} > ${readMark}`,
        )})`,
      })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.accountId, senderId), isNew))
      .returning({ chatId: chatMembers.chatId }),
  );
  // Unread for the others unless their read mark is already past it (a mark never goes back).
  const delivered = db.$with('delivered').as(
    db
      .update(chatMembers)
      .set({
        unreadCount: sql`${chatMembers.unreadCount} + (case when ${at} > coalesce(${chatMembers.lastReadAt}, '-infinity'::timestamptz) then 1 else 0 end)`,
        lastIncomingAt: sql`greatest(coalesce(${chatMembers.lastIncomingAt}, ${at}), ${at})`,
      })
      .where(and(eq(chatMembers.chatId, chatId), ne(chatMembers.accountId, senderId), isNew))
      .returning({ chatId: chatMembers.chatId }),
  );
  return db
    .with(inserted, touched, read, delivered)
    .select({ id: inserted.id })
    .from(inserted)
    .prepare('chat_insert_message');
});

/** SQL for the messages of chats, and the mail about new ones (one method per query). */
export const chatMessageRepository = {
  /**
   * Stores a message and, when it is new, in the same statement (so a send into an existing chat needs
   * no transaction): moves the chat's sort time and the sender's read mark forward (the sender's unread
   * count becomes what is left after the mark: none unless messages came out of order), and adds the
   * message to every other member's unread count and newest incoming time. A resend with the same
   * client id returns the stored message instead (`isNew` false) and moves nothing.
   */
  insertMessage: async (db: Database, values: NewMessage): Promise<{ id: string; isNew: boolean }> => {
    const [stored] = await insertMessageQuery(db).execute({
      id: uuidv7(),
      chatId: values.chatId,
      senderId: values.senderAccountId,
      clientId: values.clientId ?? null,
      text: values.text,
      imageKey: values.imageKey ?? null,
      fileKey: values.fileKey ?? null,
      fileName: values.fileName ?? null,
      fileSizeBytes: values.fileSizeBytes ?? null,
      sharedIdeaId: values.sharedIdeaId ?? null,
      replyToId: values.replyToId ?? null,
      at: values.createdAt.toISOString(),
      searchWords: values.searchWords ?? null,
    });
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

  findMessage: async (db: Database, id: string) => {
    const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
    return row;
  },

  /** A page of messages matching `where`, newest first. */
  searchMessages: (db: Database, where: SQL | undefined, { limit, offset }: { limit: number; offset: number }) =>
    selectMessages(db)
      .where(where)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit)
      .offset(offset),

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

  /** Each message's reactions, oldest first. */
  reactionsOf: async (db: Database, messageIds: string[]) => {
    const byMessage = new Map<string, { accountId: string; emoji: string }[]>();
    if (!messageIds.length) return byMessage;
    const rows = await db
      .select({
        messageId: chatMessageReactions.messageId,
        accountId: chatMessageReactions.accountId,
        emoji: chatMessageReactions.emoji,
      })
      .from(chatMessageReactions)
      .where(inArray(chatMessageReactions.messageId, messageIds))
      .orderBy(asc(chatMessageReactions.createdAt), asc(chatMessageReactions.accountId));
    for (const { messageId, ...reaction } of rows) {
      byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), reaction]);
    }
    return byMessage;
  },

  /** Replaces the text and stamps the edit time. */
  editText: async (db: Database, id: string, text: string, at: Date, searchVector: SQL) => {
    await db.update(chatMessages).set({ text, editedAt: at, searchVector }).where(eq(chatMessages.id, id));
  },

  /** Unsends: clears text, image, file and shared idea, stamps the removal and drops its reactions. */
  remove: async (db: Database, id: string, at: Date) => {
    await db.transaction(async (tx) => {
      await tx
        .update(chatMessages)
        .set({
          text: '',
          imageKey: null,
          fileKey: null,
          fileName: null,
          fileSizeBytes: null,
          sharedIdeaId: null,
          searchVector: null,
          removedAt: at,
        })
        .where(eq(chatMessages.id, id));
      await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.messageId, id));
    });
  },

  /** Sets the person's reaction, replacing an earlier one. */
  setReaction: async (db: Database, messageId: string, accountId: string, emoji: string) => {
    await db
      .insert(chatMessageReactions)
      .values({ messageId, accountId, emoji })
      .onConflictDoUpdate({
        target: [chatMessageReactions.messageId, chatMessageReactions.accountId],
        set: { emoji, createdAt: sql`now()` },
      });
  },

  deleteReaction: async (db: Database, messageId: string, accountId: string) => {
    await db
      .delete(chatMessageReactions)
      .where(and(eq(chatMessageReactions.messageId, messageId), eq(chatMessageReactions.accountId, accountId)));
  },
};
