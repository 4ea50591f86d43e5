import type {
  ChatInfo,
  ChatListItem,
  ChatListQuery,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatReactionBody,
  ChatSummary,
  EditChatMessageBody,
  Paged,
  SendChatMessageBody,
} from '@ideamatch/shared';
import { CHAT_FILE_TYPES, CHAT_LIMITS, CHAT_QUOTE_TEXT_MAX, chatFileTypeOf } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { presentPerson } from '../accounts/person.presenter';
import { chatImageLinks } from '../storage/chat-image-link';
import { claimUploads, findStoredFiles, recordStoredFile } from '../storage/storage.service';
import type { StorageDriver } from '../storage/storage.driver';
import { blockPolicy } from '../partners/block.policy';
import { uuidv7 } from '../../lib/uuid';
import { chatFileLinks } from './chat-file-link';
import { cleanFileName, sniffChatFile } from './chat-file';
import { messageSearchVector, messageSearchWords } from './chat-search';
import { actingAccountOf, requireMembership } from './chat.policy';
import { presentChatIdea, presentChatListItem, presentMessage, type ChatLinks } from './chat.presenter';
import { chatMessageRepository } from './chat-message.repository';
import { chatRepository } from './chat.repository';
import { chatSummaryRepository } from './chat-summary.repository';
import { pageOf } from '../../lib/paging';

/** Links to the chat's private images and documents, signed for its members. */
export async function chatLinks(db: Database): Promise<ChatLinks> {
  const [image, file] = await Promise.all([chatImageLinks(db), chatFileLinks(db)]);
  return { image, file };
}

/**
 * Stores an uploaded chat document (PDF or office file, checked by its bytes and agreeing with its
 * name) as a private upload of the caller, to be claimed by the message that sends it.
 */
export async function storeChatFile(
  db: Database,
  driver: StorageDriver,
  { ownerAccountId, bytes, name }: { ownerAccountId: string; bytes: Buffer; name: string },
): Promise<{ key: string; sizeBytes: number }> {
  if (!bytes.length) throw fieldError('file', 'CHAT_FILE_REQUIRED');
  const type = sniffChatFile(bytes, name);
  if (!type) throw fieldError('file', 'CHAT_FILE_UNSUPPORTED');
  const key = `${CHAT_LIMITS.fileModulePath}/${uuidv7()}.${type}`;
  await driver.put(key, bytes, 'private', CHAT_FILE_TYPES[type]);
  try {
    await recordStoredFile(db, {
      key,
      ownerAccountId,
      modulePath: CHAT_LIMITS.fileModulePath,
      acl: 'private',
      mime: CHAT_FILE_TYPES[type],
      sizeBytes: bytes.length,
    });
  } catch (error) {
    await driver.delete(key, 'private').catch(() => undefined);
    throw error;
  }
  return { key, sizeBytes: bytes.length };
}

/**
 * Opens the 1:1 chat of two people who just became partners (or finds the one they have), so it
 * waits in both chat lists before anyone writes.
 */
export const openPartnerChat = (db: Database, a: string, b: string): Promise<string> =>
  chatRepository.openDirectChat(db, a, b, null);

/** My chats (the acting account's: a sub-account session sees only the persona's), newest first. */
export async function listChats(
  db: Database,
  session: SessionInfo,
  query: ChatListQuery,
): Promise<Paged<ChatListItem>> {
  const me = actingAccountOf(session);
  const { rows, totalItems } = await chatSummaryRepository.listChats(db, me, {
    q: query.q || undefined,
    withAccountId: query.accountId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const last = await chatMessageRepository.lastMessages(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    query,
    totalItems,
    rows.map((row) => presentChatListItem(row, last.get(row.id))),
  );
}

/** A page of a chat's messages by the `datetimeCreate` cursor (members only). */
export async function listMessages(
  db: Database,
  session: SessionInfo,
  chatId: string,
  query: ChatMessagesQuery,
): Promise<ChatMessagePage> {
  await requireMembership(db, chatId, actingAccountOf(session));
  const cursor = query.datetimeCreate ? { at: new Date(query.datetimeCreate), id: query.id ?? null } : null;
  const rows = await chatMessageRepository.listMessages(db, chatId, {
    cursor,
    direction: query.direction,
    limit: query.pageSize + 1,
  });
  const page = rows.slice(0, query.pageSize);
  const [links, reactions] = await Promise.all([
    chatLinks(db),
    chatMessageRepository.reactionsOf(
      db,
      page.map((row) => row.id),
    ),
  ]);
  return {
    result: page.map((row) => presentMessage(row, links, reactions.get(row.id))),
    hasMore: rows.length > query.pageSize,
  };
}

/** The other person, the idea the chat started from, their read mark and whether sending is blocked. */
export async function getChatInfo(db: Database, session: SessionInfo, chatId: string): Promise<ChatInfo> {
  const me = actingAccountOf(session);
  const { chat, isBlocked } = await requireMembership(db, chatId, me);
  const other = await chatRepository.findOtherMember(db, chatId, me);
  if (!other) throw new AppError('NOT_FOUND');
  const idea = chat.ideaId ? await chatRepository.findVisibleIdea(db, chat.ideaId) : undefined;
  return {
    id: chat.id,
    otherAccount: presentPerson(other.person),
    idea: idea ? presentChatIdea(idea) : null,
    otherLastReadAt: other.lastReadAt?.toISOString() ?? null,
    isBlocked,
    datetimeCreate: chat.createdAt.toISOString(),
  };
}

/** What a send changed, for the realtime fan-out: who gets the message, whose badge changed. */
export type SentMessage = { message: ChatMessage; memberIds: string[]; summaryAccountIds: string[]; isNew: boolean };

/** The chat a send goes into: the given one (members only), or the 1:1 chat with `toAccountId`. */
async function resolveTargetChat(db: Database, me: string, body: SendChatMessageBody) {
  if (body.chatId) {
    const { chat, members, isBlocked } = await requireMembership(db, body.chatId, me);
    const myRead = members.find((m) => m.accountId === me)?.lastReadAt ?? null;
    // Sending marks the chat read for the sender: their badge drops if something was unread.
    const hadUnread = chat.lastMessageAt !== null && (myRead === null || chat.lastMessageAt > myRead);
    return { chatId: body.chatId, memberIds: members.map((m) => m.accountId), senderHadUnread: hadUnread, isBlocked };
  }
  const to = body.toAccountId!;
  if (to === me || !(await chatRepository.findActiveAccount(db, to))) throw new AppError('CHAT_RECIPIENT_INVALID');
  if (body.ideaId && !(await chatRepository.findVisibleIdea(db, body.ideaId)))
    throw new AppError('CHAT_IDEA_UNAVAILABLE');
  const isBlocked = await blockPolicy.isBlockedWithAny(db, me, [to]);
  return { chatId: null, to, memberIds: [me, to], senderHadUnread: false, isBlocked };
}

/**
 * Stores a message (opening the 1:1 chat when none exists) and moves the chat's time and the
 * sender's read mark, atomically. Blocked people cannot message each other. A resend with
 * the same `clientId` returns the stored message instead of a second one.
 */
export async function sendMessage(db: Database, session: SessionInfo, body: SendChatMessageBody): Promise<SentMessage> {
  const me = actingAccountOf(session);
  const target = await resolveTargetChat(db, me, body);
  if (target.isBlocked) throw new AppError('CHAT_BLOCKED');
  const sharedIdea = body.sharedIdeaId ? await chatRepository.findVisibleIdea(db, body.sharedIdeaId) : null;
  if (body.sharedIdeaId && !sharedIdea) throw new AppError('CHAT_IDEA_UNAVAILABLE');
  if (body.imageKey && !body.imageKey.startsWith(`${CHAT_LIMITS.modulePath}/`)) {
    throw fieldError('imageKey', 'CHAT_IMAGE_NOT_UPLOADED');
  }
  // A document is one the sender uploaded for chat, shown under a clean name of the same type.
  const fileName = body.file ? cleanFileName(body.file.name, CHAT_LIMITS.fileNameMax) : null;
  const fileUpload = body.file ? (await findStoredFiles(db, [body.file.key]))[0] : undefined;
  if (
    body.file &&
    (!fileUpload ||
      fileUpload.modulePath !== CHAT_LIMITS.fileModulePath ||
      !fileName ||
      chatFileTypeOf(fileName) !== chatFileTypeOf(body.file.key))
  ) {
    throw fieldError('file', 'CHAT_FILE_NOT_UPLOADED');
  }
  // A reply quotes a message of the same chat (a new conversation has none yet).
  const quoted = body.replyToId ? await chatMessageRepository.findMessage(db, body.replyToId) : undefined;
  if (body.replyToId && (!quoted || !target.chatId || quoted.chatId !== target.chatId)) {
    throw fieldError('replyToId', 'CHAT_REPLY_NOT_IN_CHAT');
  }

  const store = async (tx: Database) => {
    const chatId = target.chatId ?? (await chatRepository.openDirectChat(tx, me, target.to!, body.ideaId ?? null));
    if (body.imageKey) await claimUploads(tx, { keys: [body.imageKey], accountId: me });
    if (body.file) await claimUploads(tx, { keys: [body.file.key], accountId: me });
    const values = {
      chatId,
      senderAccountId: me,
      clientId: body.clientId ?? null,
      text: (body.text ?? '').trim(),
      imageKey: body.imageKey ?? null,
      fileKey: body.file?.key ?? null,
      fileName,
      fileSizeBytes: fileUpload?.sizeBytes ?? null,
      sharedIdeaId: sharedIdea?.id ?? null,
      replyToId: quoted?.id ?? null,
      searchWords: messageSearchWords((body.text ?? '').trim(), fileName),
      // Milliseconds, as the wire shows them, so a `datetimeCreate` cursor matches the row exactly.
      createdAt: new Date(),
    };
    return { ...(await chatMessageRepository.insertMessage(tx, values)), values };
  };
  // Storing is one statement; opening the chat or claiming an upload with it takes a transaction.
  const stored = target.chatId && !body.imageKey && !body.file ? await store(db) : await db.transaction(store);
  // A resend returns what was stored the first time; a new message is presented from what was written.
  const links = await chatLinks(db);
  const message = stored.isNew
    ? presentMessage(
        {
          id: stored.id,
          chatId: stored.values.chatId,
          clientId: stored.values.clientId,
          senderId: me,
          text: stored.values.text,
          imageKey: stored.values.imageKey,
          fileKey: stored.values.fileKey,
          fileName: stored.values.fileName,
          fileSizeBytes: stored.values.fileSizeBytes,
          createdAt: stored.values.createdAt,
          editedAt: null,
          removedAt: null,
          sharedIdeaId: sharedIdea?.id ?? null,
          sharedIdeaName: sharedIdea?.name ?? null,
          sharedIdeaCategory: sharedIdea?.categoryId ?? null,
          sharedIdeaImageKey: sharedIdea?.imageKey ?? null,
          quotedId: quoted?.id ?? null,
          quotedSenderId: quoted?.senderId ?? null,
          quotedText: quoted ? Array.from(quoted.text).slice(0, CHAT_QUOTE_TEXT_MAX).join('') : null,
          quotedHasImage: quoted ? quoted.imageKey !== null : null,
          quotedHasIdea: quoted ? quoted.sharedIdeaId !== null : null,
          quotedFileName: quoted?.fileName ?? null,
          quotedRemovedAt: quoted?.removedAt ?? null,
        },
        links,
      )
    : await presentStored(db, stored.id);
  const others = target.memberIds.filter((id) => id !== me);
  return {
    message,
    memberIds: target.memberIds,
    summaryAccountIds: target.senderHadUnread ? [...others, me] : others,
    isNew: stored.isNew,
  };
}

/** Marks the chat read up to its newest message; returns the mark and who should hear of it. */
export async function markChatRead(db: Database, session: SessionInfo, chatId: string) {
  const me = actingAccountOf(session);
  const { members } = await requireMembership(db, chatId, me);
  const newest = (await chatMessageRepository.latestMessageTime(db, chatId)) ?? new Date();
  const lastReadAt = (await chatRepository.markRead(db, chatId, me, newest)) ?? newest;
  return { chatId, accountId: me, lastReadAt: lastReadAt.toISOString(), memberIds: members.map((m) => m.accountId) };
}

/**
 * The header badge: how many chats hold unread messages, and whether every message from others
 * came before the person last had the chat page open (`isAcknowledge`; when false with nothing
 * unread, e.g. read on another device, the header shows a dot).
 */
export async function getChatSummary(db: Database, accountId: string): Promise<ChatSummary> {
  const [badge] = await chatSummaryRepository.badgesOf(db, [accountId]);
  return presentChatSummary(badge);
}

/** A badge row as the header reads it (none: the account is gone, nothing to show). */
export const presentChatSummary = (
  badge: { unreadChatCount: number; hasActivity: boolean } | undefined,
): ChatSummary => ({
  unreadChatCount: Number(badge?.unreadChatCount ?? 0),
  isAcknowledge: !badge?.hasActivity,
});

/** The chat page is open: everything in the chats so far counts as looked at. */
export async function acknowledgeChats(db: Database, accountId: string, now = new Date()): Promise<ChatSummary> {
  await chatSummaryRepository.markChatSeen(db, accountId, now);
  return getChatSummary(db, accountId);
}

/** A stored message as the wire shows it now, with its reactions. */
async function presentStored(db: Database, id: string): Promise<ChatMessage> {
  const [row, links, reactions] = await Promise.all([
    chatMessageRepository.findMessage(db, id),
    chatLinks(db),
    chatMessageRepository.reactionsOf(db, [id]),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return presentMessage(row, links, reactions.get(id));
}

/** What a change to a message did, for the realtime fan-out (`chat_message_update` to every member). */
export type ChangedMessage = { message: ChatMessage; memberIds: string[]; releasedKeys: string[] };

/** The message and its chat, if the acting account is a member (404 for no such message). */
async function requireMessage(db: Database, me: string, messageId: string) {
  const row = await chatMessageRepository.findMessage(db, messageId);
  if (!row) throw new AppError('NOT_FOUND');
  const { members, isBlocked } = await requireMembership(db, row.chatId, me);
  return { row, memberIds: members.map((m) => m.accountId), isBlocked };
}

/**
 * Edits the sender's own text message within CHAT_LIMITS.editWindowMs of sending it; an image, a file,
 * a shared idea or an unsent message cannot be edited, nor can a blocked pair change what the other sees.
 */
export async function editMessage(
  db: Database,
  session: SessionInfo,
  messageId: string,
  body: EditChatMessageBody,
  now = new Date(),
): Promise<ChangedMessage> {
  const me = actingAccountOf(session);
  const { row, memberIds, isBlocked } = await requireMessage(db, me, messageId);
  if (row.senderId !== me || row.imageKey || row.fileKey || row.sharedIdeaId)
    throw new AppError('CHAT_MESSAGE_NOT_EDITABLE');
  if (row.removedAt) throw new AppError('CHAT_MESSAGE_REMOVED');
  if (now.getTime() - row.createdAt.getTime() > CHAT_LIMITS.editWindowMs) throw new AppError('CHAT_EDIT_EXPIRED');
  if (isBlocked) throw new AppError('CHAT_BLOCKED');
  await chatMessageRepository.editText(
    db,
    messageId,
    body.text.trim(),
    now,
    messageSearchVector(body.text.trim(), null),
  );
  return { message: await presentStored(db, messageId), memberIds, releasedKeys: [] };
}

/** Unsends the sender's own message at any time: text, image, file and reactions go; both see "message removed". */
export async function removeMessage(
  db: Database,
  session: SessionInfo,
  messageId: string,
  now = new Date(),
): Promise<ChangedMessage & { isNew: boolean }> {
  const me = actingAccountOf(session);
  const { row, memberIds } = await requireMessage(db, me, messageId);
  if (row.senderId !== me) throw new AppError('CHAT_MESSAGE_NOT_YOURS');
  if (!row.removedAt) await chatMessageRepository.remove(db, messageId, now);
  return {
    message: await presentStored(db, messageId),
    memberIds,
    releasedKeys: row.removedAt ? [] : [row.imageKey, row.fileKey].filter((key): key is string => Boolean(key)),
    isNew: !row.removedAt,
  };
}

/** Sets or (with `null`) removes the acting account's reaction; a blocked pair cannot react. */
export async function reactToMessage(
  db: Database,
  session: SessionInfo,
  messageId: string,
  body: ChatReactionBody | null,
): Promise<ChangedMessage> {
  const me = actingAccountOf(session);
  const { row, memberIds, isBlocked } = await requireMessage(db, me, messageId);
  if (body) {
    if (row.removedAt) throw new AppError('CHAT_MESSAGE_REMOVED');
    if (isBlocked) throw new AppError('CHAT_BLOCKED');
    await chatMessageRepository.setReaction(db, messageId, me, body.emoji);
  } else {
    await chatMessageRepository.deleteReaction(db, messageId, me);
  }
  return { message: await presentStored(db, messageId), memberIds, releasedKeys: [] };
}

/** How many chats of each of these accounts have unread messages, by account id (a sub-account list). */
export const countUnreadChats = (db: Database, accountIds: string[]) =>
  chatSummaryRepository.countUnreadChats(db, accountIds);
