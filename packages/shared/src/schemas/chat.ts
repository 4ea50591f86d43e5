import { z } from 'zod';
import { codesOf, envelope, paged, pageQuerySchema, personSummarySchema, requestDateTime } from './common.js';

/**
 * Chat limits, chosen here since the product sets none: 2,000 characters of text (a long paragraph, as
 * comments), at most 20 sends per account in 10 seconds, pages of 30 messages (at most 100).
 */
export const CHAT_LIMITS = {
  textMax: 2000,
  sendMax: 20,
  sendWindowMs: 10_000,
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** A typing indicator disappears on its own after this long without a new `typing` event. */
  typingTtlMs: 5000,
  /** The sender may edit a text message for this long after sending it (15 minutes). */
  editWindowMs: 15 * 60_000,
  /** The upload modulePath of chat images. */
  modulePath: 'chat',
  /** Where chat files (documents) are stored; like images, private to the chat's members. */
  fileModulePath: 'chat-file',
  /** The largest file (document) a chat message may carry: 10 MB. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** The longest file name kept (longer ones are cut, keeping the extension). */
  fileNameMax: 200,
} as const;

/**
 * The documents a chat message may carry, by file extension, with the type each is served as. The
 * server checks the bytes (PDF header, OLE2 compound file, or the zip entries of an Office Open XML
 * or OpenDocument file), never the name alone.
 */
export const CHAT_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type ChatFileType = keyof typeof CHAT_FILE_TYPES;

/** The extension of a file name, lower case, if it is one of CHAT_FILE_TYPES. */
export const chatFileTypeOf = (name: string): ChatFileType | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(CHAT_FILE_TYPES, ext) ? (ext as ChatFileType) : null;
};

/** Field error codes of chat messages. */
export const CHAT_MESSAGES = {
  CHAT_EMPTY: 'Write a message, attach an image or share an idea.',
  CHAT_TOO_LONG: `A message can be at most ${CHAT_LIMITS.textMax} characters`,
  CHAT_RECIPIENT_REQUIRED: 'Choose whom to message.',
  /** An image key that was not uploaded for chat by the sender. */
  CHAT_IMAGE_NOT_UPLOADED: 'This image was not uploaded for chat. Please upload it again.',
  CHAT_REACTION_INVALID: 'Choose one of the offered reactions.',
  /** `replyToId` names no message of the chat the reply goes into. */
  CHAT_REPLY_NOT_IN_CHAT: 'You can only reply to a message in this chat.',
  CHAT_FILE_REQUIRED: 'Please choose a file.',
  CHAT_FILE_UNSUPPORTED: 'Send a PDF or an office document (Word, Excel, PowerPoint or OpenDocument).',
  CHAT_FILE_TOO_LARGE: 'The file is too large. The maximum size is 10 MB.',
  /** A file key that was not uploaded for chat by the sender, or a name of another type. */
  CHAT_FILE_NOT_UPLOADED: 'This file was not uploaded for chat. Please upload it again.',
} as const;
const C = codesOf(CHAT_MESSAGES);

/** An idea as a chat shows it: the idea a conversation started from, or one shared as a card. */
export const chatIdeaSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
});
export type ChatIdea = z.infer<typeof chatIdeaSchema>;

/** A document attached to a message, shown as a card: icon by type, name, size and a download link. */
export const chatFileSchema = z.object({
  /** A signed link that downloads it, for the chat's members only; it lapses within two hours. */
  url: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
  type: z.enum(Object.keys(CHAT_FILE_TYPES) as [ChatFileType, ...ChatFileType[]]),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

/** How long a quote's text may be: the first words of the message replied to. */
export const CHAT_QUOTE_TEXT_MAX = 100;

/**
 * The message a reply quotes, as the reply shows it above its bubble: who wrote it and its first words,
 * or that it is an image or an idea card; once unsent it shows "message removed".
 */
export const chatQuoteSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  /** At most CHAT_QUOTE_TEXT_MAX characters of its text; empty for an image or idea without text. */
  text: z.string(),
  hasImage: z.boolean(),
  hasIdea: z.boolean(),
  /** The attached file's name, if it carries one. */
  fileName: z.string().nullable(),
  isRemoved: z.boolean(),
});
export type ChatQuote = z.infer<typeof chatQuoteSchema>;

/**
 * One stored message. Text is plain text, never HTML: render it as text. `clientId` is the sender's
 * own id for it, so the sender's optimistic copy is reconciled with the stored one.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  clientId: z.string().nullable(),
  senderId: z.string(),
  text: z.string(),
  /** A signed link to the attached image, for the chat's members only; it lapses within two hours. */
  imageUrl: z.string().nullable(),
  sharedIdea: chatIdeaSchema.nullable(),
  /** An attached document (PDF or office file). */
  file: chatFileSchema.nullable(),
  datetimeCreate: z.string(),
  /** When the sender last edited the text; the message shows "edited". */
  datetimeEdit: z.string().nullable(),
  /** The sender unsent it: text and image are gone, it shows "message removed". */
  isRemoved: z.boolean(),
  /** Each person's reaction (one per person), oldest first. */
  reactions: z.array(z.object({ accountId: z.string(), emoji: z.string() })),
  /** The message this one replies to, quoted; null when it is no reply. */
  replyTo: chatQuoteSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The emoji a message can be reacted with. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** `PATCH /api/chat/message/{id}`: the new text of my own text message. */
export const editChatMessageBodySchema = z.object({
  text: z
    .string()
    .max(CHAT_LIMITS.textMax, C.CHAT_TOO_LONG)
    .refine((text) => text.trim().length > 0, C.CHAT_EMPTY),
});
export type EditChatMessageBody = z.input<typeof editChatMessageBodySchema>;

/** `PUT /api/chat/message/{id}/reaction`: my reaction, replacing any earlier one. */
export const chatReactionBodySchema = z.object({
  emoji: z.enum(CHAT_REACTIONS, { error: C.CHAT_REACTION_INVALID }),
});
export type ChatReactionBody = z.input<typeof chatReactionBodySchema>;

/** The latest message of a chat as the chat list previews it. */
export const chatLastMessageSchema = chatMessageSchema
  .pick({ id: true, senderId: true, text: true, datetimeCreate: true, isRemoved: true })
  .extend({
    hasImage: z.boolean(),
    hasIdea: z.boolean(),
    /** The attached file's name: the list says "File: name". */
    fileName: z.string().nullable(),
  });

/** One row of `GET /api/chat`: the other person, the idea it started from, last message, unread count. */
export const chatListItemSchema = z.object({
  id: z.string(),
  otherAccount: personSummarySchema,
  idea: chatIdeaSchema.nullable(),
  lastMessage: chatLastMessageSchema.nullable(),
  unreadCount: z.number().int(),
  /** The last message's time, or the chat's creation time: the list's order. */
  datetimeUpdate: z.string(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** `GET /api/chat`: my chats newest first; `q` searches the other person's name; `accountId` finds the chat with one person. */
export const chatListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  accountId: z.uuid().optional(),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;
export const chatListReplySchema = envelope(paged(chatListItemSchema));

/**
 * `GET /api/chat/{id}`: without a cursor the newest page; with `datetimeCreate` (and the message
 * `id` at that time, to break ties) the page just older (`direction=older`, newest first) or the
 * messages just newer (`direction=newer`, oldest first: catching up after a reconnect).
 */
export const chatMessagesQuerySchema = z.object({
  datetimeCreate: requestDateTime().optional(),
  id: z.uuid().optional(),
  direction: z.enum(['older', 'newer']).default('older'),
  pageSize: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageSizeMax).default(CHAT_LIMITS.pageSizeDefault),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;
export const chatMessagesSchema = z.object({ result: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof chatMessagesSchema>;
export const chatMessagesReplySchema = envelope(chatMessagesSchema);

/** `GET /api/chat/{id}/info`: who is in it and what the other person has read ("seen"). */
export const chatInfoSchema = z.object({
  id: z.string(),
  otherAccount: personSummarySchema,
  idea: chatIdeaSchema.nullable(),
  /** The other person's read mark; a message of mine at or before it is "seen". */
  otherLastReadAt: z.string().nullable(),
  /** Either person blocked the other: the chat stays readable but nobody can send. */
  isBlocked: z.boolean(),
  datetimeCreate: z.string(),
});
export type ChatInfo = z.infer<typeof chatInfoSchema>;
export const chatInfoReplySchema = envelope(chatInfoSchema);

const chatText = z.string().max(CHAT_LIMITS.textMax, C.CHAT_TOO_LONG).default('');

/**
 * `POST /api/chat/`: into `chatId`, or to `toAccountId` (opening the conversation when none exists,
 * remembering `ideaId` as where it started). Needs text, an uploaded image key or a shared idea;
 * `replyToId` quotes a message of the same chat (400 `CHAT_REPLY_NOT_IN_CHAT` otherwise).
 */
export const sendChatMessageBodySchema = z
  .object({
    chatId: z.uuid().optional(),
    toAccountId: z.uuid().optional(),
    ideaId: z.uuid().optional(),
    text: chatText,
    imageKey: z.string().min(1).max(300).optional(),
    /** A document uploaded with `POST /api/chat/file`, and the name it is shown with. */
    file: z.object({ key: z.string().min(1).max(300), name: z.string().trim().min(1).max(255) }).optional(),
    sharedIdeaId: z.uuid().optional(),
    clientId: z.string().min(1).max(64).optional(),
    /** Reply to (quote) this message of the same chat. */
    replyToId: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.chatId && !body.toAccountId) {
      ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: C.CHAT_RECIPIENT_REQUIRED });
    }
    if (!body.text.trim() && !body.imageKey && !body.file && !body.sharedIdeaId) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: C.CHAT_EMPTY });
    }
  });
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;
export const chatMessageReplySchema = envelope(chatMessageSchema);

/** Header badge: chats with unread messages; acknowledged when none is unread. */
export const chatSummarySchema = z.object({ unreadChatCount: z.number().int(), isAcknowledge: z.boolean() });
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatSummaryReplySchema = envelope(chatSummarySchema);

/** `PATCH /api/chat/{id}/read`: my read mark after the call. */
export const chatReadSchema = z.object({ chatId: z.string(), lastReadAt: z.string() });
export const chatReadReplySchema = envelope(chatReadSchema);

/** `POST /api/chat/file` reply: the stored document's key, to send with `file` in `POST /api/chat`. */
export const chatFileUploadSchema = z.object({ key: z.string(), sizeBytes: z.number().int() });
export const chatFileUploadReplySchema = envelope(chatFileUploadSchema);

/** `GET /api/chat/file/{name}`: a chat document by the signed link a member's message carries. */
export const chatFileParamsSchema = z.object({ name: z.string().min(1).max(64) });
export const chatFileQuerySchema = z.object({
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().max(64).optional(),
  /** The name it downloads as (signed with the link). */
  n: z.string().max(300).optional(),
});

/**
 * `GET /api/chat/search`: my messages whose words match `q` (Thai segmented, so a word inside a
 * compound is found), in all my chats or in `chatId`; newest first, paged. Unsent messages never match.
 */
export const chatSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1).max(100),
  chatId: z.uuid().optional(),
});
export type ChatSearchQuery = z.infer<typeof chatSearchQuerySchema>;
export const chatSearchHitSchema = z.object({
  message: chatMessageSchema,
  /** The chat it is in, with the other person. */
  chat: z.object({ id: z.string(), otherAccount: personSummarySchema }),
  /** The pieces of the message's text the search matched, as written there, to mark them. */
  matches: z.array(z.string()),
});
export type ChatSearchHit = z.infer<typeof chatSearchHitSchema>;
export const chatSearchReplySchema = envelope(paged(chatSearchHitSchema));
