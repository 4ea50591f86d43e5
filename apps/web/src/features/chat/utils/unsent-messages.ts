import { accountDraftKey } from '../../../lib/drafts';
import type { ChatIdea, ChatQuote } from '@ideamatch/shared';

/**
 * A message I wrote that is not stored yet (sending or failed), as kept in local storage so a
 * reload or a lost connection never loses it: its text, shared idea and quote. Picked files cannot
 * be stored; a message with one lives in memory only.
 */
export type UnsentMessage = {
  clientId: string;
  text: string;
  sharedIdea: ChatIdea | null;
  replyTo: ChatQuote | null;
  datetimeCreate: string;
};

const keyOf = (myId: string, chatKey: string) => accountDraftKey(myId, 'chat-unsent', chatKey)!;

const isUnsent = (value: unknown): value is UnsentMessage => {
  const item = value as Partial<UnsentMessage> | null;
  return typeof item?.clientId === 'string' && typeof item.text === 'string' && typeof item.datetimeCreate === 'string';
};

/** The unsent messages kept for a chat (`chatId`, or `to:<accountId>` before it exists); [] when none or unreadable. */
export function readUnsent(myId: string, chatKey: string): UnsentMessage[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(myId, chatKey)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(isUnsent).map((item) => ({
          ...item,
          sharedIdea: item.sharedIdea ?? null,
          replyTo: item.replyTo ?? null,
        }))
      : [];
  } catch {
    return [];
  }
}

/** Keeps a chat's unsent messages; none removes the entry. */
export function writeUnsent(myId: string, chatKey: string, messages: UnsentMessage[]): void {
  try {
    if (messages.length) localStorage.setItem(keyOf(myId, chatKey), JSON.stringify(messages));
    else localStorage.removeItem(keyOf(myId, chatKey));
  } catch {
    // Private mode or full storage: the messages still live in memory.
  }
}
