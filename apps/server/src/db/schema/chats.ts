import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ideas } from './ideas';
import { createdAtColumn, idColumn, timestamptz, tsvector, newestFirst } from './columns';

/** A conversation: a 1:1 chat or a group. */
export const chats = pgTable('chats', {
  id: idColumn(),
  isGroup: boolean('is_group').notNull().default(false),
  /**
   * '<smaller account id>:<larger account id>' for 1:1 chats, null for groups: the unique key
   * makes "open the chat with X" race-free (insert ... on conflict do nothing).
   */
  directKey: text('direct_key').unique('chats_direct_key_key'),
  /** The idea the conversation started from (an owner card's "message" button), if any. */
  ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'set null' }),
  /** Denormalised from chat_messages so the chat list sorts without aggregating. */
  lastMessageAt: timestamptz('last_message_at'),
  createdAt: createdAtColumn(),
});

export type Chat = typeof chats.$inferSelect;
export type NewChat = typeof chats.$inferInsert;

/** Members of a chat; last_read_at drives the unread counts. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Messages after this time are unread; null means nothing has been read yet. */
    lastReadAt: timestamptz('last_read_at'),
    /**
     * How many messages from others came after `lastReadAt`: kept in step by the writes (a send adds
     * one for the other members, a read mark counts again), so the badges never count messages.
     */
    unreadCount: integer('unread_count').notNull().default(0),
    /** When the newest message from someone else arrived here (the chat dot: any since the chat page was open?). */
    lastIncomingAt: timestamptz('last_incoming_at'),
    /** When this member was last mailed about a new message here (at most one mail per quiet period). */
    messageMailedAt: timestamptz('message_mailed_at'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chat_members_pkey', columns: [t.chatId, t.accountId] }),
    index('chat_members_account_id_idx').on(t.accountId),
  ],
);

export type ChatMember = typeof chatMembers.$inferSelect;
export type NewChatMember = typeof chatMembers.$inferInsert;

/** Chat messages; stored before they are emitted, so a reconnecting client loses none. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderAccountId: uuid('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sender's own id for the message, so a resend after a reconnect is not stored twice. */
    clientId: text('client_id'),
    /** Plain text; empty when the message is only an image or a shared idea. */
    text: text('text').notNull(),
    /** Storage key of an attached image (modulePath `chat`). */
    imageKey: text('image_key'),
    /** Storage key of an attached document (modulePath `chat-file`), the name it shows and its size. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSizeBytes: integer('file_size_bytes'),
    /** An idea shared into the chat, shown as a card. */
    sharedIdeaId: uuid('shared_idea_id').references(() => ideas.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    /** When the sender last edited the text (allowed within CHAT_LIMITS.editWindowMs of sending). */
    editedAt: timestamptz('edited_at'),
    /** When the sender unsent it: its text and image are cleared, both people see "message removed". */
    removedAt: timestamptz('removed_at'),
    /**
     * The message's words (text and file name) for full-text search, Thai-segmented by the app
     * (modules/search) when it is sent or edited; cleared when it is unsent. Null for rows written
     * before it existed until the start fills them in (`backfillChatSearch`).
     */
    searchVector: tsvector('search_vector'),
    /** The message of the same chat this one quotes (a reply); its quote shows "message removed" once that is unsent. */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('chat_messages_client_id_key').on(t.chatId, t.senderAccountId, t.clientId),
    index('chat_messages_chat_created_idx').on(t.chatId, newestFirst(t.createdAt)),
    index('chat_messages_sender_account_id_idx').on(t.senderAccountId),
    index('chat_messages_reply_to_id_idx').on(t.replyToId),
    index('chat_messages_search_vector_idx').using('gin', t.searchVector),
  ],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

/** One reaction per person per message; reacting again replaces the emoji. */
export const chatMessageReactions = pgTable(
  'chat_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'chat_message_reactions_pkey', columns: [t.messageId, t.accountId] }),
    index('chat_message_reactions_account_id_idx').on(t.accountId),
  ],
);

/**
 * When a person was last mailed about new messages from one sender, counted as a person: a main
 * account and its sub-accounts are one sender, so eight personas writing at once send one mail.
 */
export const messageMailSenders = pgTable(
  'message_mail_senders',
  {
    recipientAccountId: uuid('recipient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sender's main account (the sender itself when it is one). */
    senderPersonId: uuid('sender_person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mailedAt: timestamptz('mailed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'message_mail_senders_pkey', columns: [t.recipientAccountId, t.senderPersonId] })],
);
