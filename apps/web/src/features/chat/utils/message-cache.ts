import { CHAT_QUOTE_TEXT_MAX, type ChatInfo, type ChatMessage, type ChatQuote } from '@ideamatch/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessagePage } from '@ideamatch/shared';

type MessagePages = InfiniteData<ChatMessagePage, unknown>;

/** Puts a stored message into a loaded conversation (newest page), unless it is already there. */
export function insertMessage<T extends MessagePages>(data: T | undefined, message: ChatMessage): T | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((page) => page.result.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, result: [message, ...first!.result] }, ...rest] };
}

/** The quote a reply shows of `message`: who wrote it and its first words, or what it holds. */
export const quoteOf = (message: ChatMessage): ChatQuote => ({
  id: message.id,
  senderId: message.senderId,
  text: Array.from(message.text).slice(0, CHAT_QUOTE_TEXT_MAX).join(''),
  hasImage: Boolean(message.imageUrl),
  hasIdea: Boolean(message.sharedIdea),
  fileName: message.file?.name ?? null,
  isRemoved: message.isRemoved,
});

/**
 * Replaces a loaded message with its changed copy (edited, unsent, reactions), and the quotes of the
 * replies to it; others stay as they are.
 */
export function replaceMessage<T extends MessagePages>(data: T | undefined, message: ChatMessage): T | undefined {
  if (!data?.pages.length) return data;
  const touches = (m: ChatMessage) => m.id === message.id || m.replyTo?.id === message.id;
  const changed = (m: ChatMessage): ChatMessage =>
    m.id === message.id ? message : m.replyTo?.id === message.id ? { ...m, replyTo: quoteOf(message) } : m;
  return {
    ...data,
    pages: data.pages.map((page) => (page.result.some(touches) ? { ...page, result: page.result.map(changed) } : page)),
  };
}

/** All stored messages of a conversation, any order. */
export const storedMessages = (data: MessagePages | undefined): ChatMessage[] =>
  data?.pages.flatMap((p) => p.result) ?? [];

/** Moves the other person's read mark forward ("seen"). */
export function withOtherRead(info: ChatInfo | undefined, lastReadAt: string): ChatInfo | undefined {
  if (!info) return info;
  if (info.otherLastReadAt && info.otherLastReadAt >= lastReadAt) return info;
  return { ...info, otherLastReadAt: lastReadAt };
}
