import type { ChatInfo, ChatMessage } from '@ideamatch/shared';
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

/** Replaces a loaded message with its changed copy (edited, unsent, reactions); others stay as they are. */
export function replaceMessage<T extends MessagePages>(data: T | undefined, message: ChatMessage): T | undefined {
  if (!data?.pages.length) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.result.some((m) => m.id === message.id)
        ? { ...page, result: page.result.map((m) => (m.id === message.id ? message : m)) }
        : page,
    ),
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
