import type { ChatMessage } from './schemas/chat.js';

/**
 * The socket.io contract: what the server emits into the rooms `account:<id>` and
 * `chat:<id>`, and what a client may send. Server and client are both typed from these maps.
 */

/** The header's chat badge; replaces the client's chat summary. */
export type ChatSummaryEvent = { unreadChatCount: number; isAcknowledge: boolean };

/** A sub-account's unread chat count, sent to its main account. */
export type SubAccountChatEvent = { subAccountId: string; unreadChatCount: number };

/** The header bell's summary; replaces the client's notification summary. */
export type NotificationSummaryEvent = { id: string | null; isAcknowledge: boolean; unreadCount: number };

/** Someone in a chat started or stopped typing; clients expire it on their own too. */
export type TypingEvent = { chatId: string; accountId: string; isTyping: boolean };

/** A stored notification as the HTTP API presents it (its schema owns the fields). */
export type RealtimeRecord = { id: string } & Record<string, unknown>;

/** Someone read a chat up to `lastReadAt`: "seen" for the other person, badge refresh for the reader. */
export type ChatReadEvent = { chatId: string; accountId: string; lastReadAt: string };

/** Answer to a client's request to join a chat's room. */
export type ChatJoinAck =
  { ok: true } | { ok: false; errorCode: 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION_ERROR' | 'RATE_LIMITED' };

/**
 * The viewer's relation with `accountId` changed (a request sent, cancelled, accepted or declined, a
 * partner removed, a block): both sides refresh their partner lists and relation.
 */
export type PartnerUpdateEvent = { accountId: string };

export type ServerToClientEvents = {
  chat_message: (message: ChatMessage) => void;
  chat_read: (event: ChatReadEvent) => void;
  /** A stored message changed (edited, unsent, reactions): replaces the client's copy with the same id. */
  chat_message_update: (message: ChatMessage) => void;
  chat_summary_update: (summary: ChatSummaryEvent) => void;
  /** To a main account: one of its sub-accounts' unread chat count changed (the avatar popover's rows). */
  sub_account_chat_update: (event: SubAccountChatEvent) => void;
  notification: (notification: RealtimeRecord) => void;
  notification_summary_update: (summary: NotificationSummaryEvent) => void;
  typing: (event: TypingEvent) => void;
  partner_update: (event: PartnerUpdateEvent) => void;
};

export type ClientToServerEvents = {
  /** Only in a chat room the socket joined; relayed to the room's other sockets. */
  typing: (event: { chatId: string; isTyping: boolean }) => void;
  /** Joins `chat:<id>` after a membership check (a chat screen switching conversations). */
  chat_join: (event: { chatId: string }, ack: (result: ChatJoinAck) => void) => void;
  chat_leave: (event: { chatId: string }) => void;
};

/** Rooms every emit goes through, so two nodes share them through the Redis adapter. */
export const accountRoom = (accountId: string): string => `account:${accountId}`;
export const chatRoom = (chatId: string): string => `chat:${chatId}`;

/** Largest socket.io packet the server accepts; chat text goes over HTTP, sockets carry small events. */
export const REALTIME_MAX_PACKET_BYTES = 16 * 1024;
