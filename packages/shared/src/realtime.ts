/**
 * The socket.io contract (DESIGN.md 3.5): what the server emits into the rooms `account:<id>` and
 * `chat:<id>`, and what a client may send. Server and client are both typed from these maps.
 */

/** The header's chat badge; replaces the client's chat summary (SPEC.md 4). */
export type ChatSummaryEvent = { unreadChatCount: number; isAcknowledge: boolean };

/** The header bell's summary; replaces the client's notification summary. */
export type NotificationSummaryEvent = { id: string | null; isAcknowledge: boolean; unreadCount: number };

/** Someone in a chat started or stopped typing; clients expire it on their own too. */
export type TypingEvent = { chatId: string; accountId: string; isTyping: boolean };

/** A stored chat message or notification as the HTTP API presents it (their schemas own the fields). */
export type RealtimeRecord = { id: string } & Record<string, unknown>;

export type ServerToClientEvents = {
  chat_message: (message: RealtimeRecord) => void;
  chat_summary_update: (summary: ChatSummaryEvent) => void;
  notification: (notification: RealtimeRecord) => void;
  notification_summary_update: (summary: NotificationSummaryEvent) => void;
  typing: (event: TypingEvent) => void;
};

export type ClientToServerEvents = {
  typing: (event: { chatId: string; isTyping: boolean }) => void;
};

/** Rooms every emit goes through, so two nodes share them through the Redis adapter. */
export const accountRoom = (accountId: string): string => `account:${accountId}`;
export const chatRoom = (chatId: string): string => `chat:${chatId}`;

/** Largest socket.io packet the server accepts; chat text goes over HTTP, sockets carry small events. */
export const REALTIME_MAX_PACKET_BYTES = 16 * 1024;
