import type { ChatMessage } from '@ideamatch/shared';
import dayjs from 'dayjs';

/** A message as the screen shows it: stored, or the sender's optimistic copy still on its way. */
export type DisplayMessage = ChatMessage & {
  status?: 'sending' | 'failed';
  /** Share of an attachment uploaded (0 to 1). */ progress?: number;
};

export type TimelineItem =
  | { kind: 'day'; key: string; date: string }
  | { kind: 'message'; key: string; message: DisplayMessage; isMine: boolean; startsGroup: boolean };

const GROUP_GAP_MS = 5 * 60_000;

/**
 * Stored pages (newest first) plus pending messages → one list oldest first, each id once; a
 * pending message is dropped as soon as its stored copy (same clientId) is there.
 */
export function mergeMessages(stored: ChatMessage[], pending: DisplayMessage[]): DisplayMessage[] {
  const byId = new Map<string, DisplayMessage>();
  for (const message of stored) byId.set(message.id, message);
  const clientIds = new Set([...byId.values()].map((m) => m.clientId).filter(Boolean));
  const list = [...byId.values(), ...pending.filter((p) => !clientIds.has(p.clientId))];
  return list.sort((a, b) =>
    a.datetimeCreate === b.datetimeCreate ? a.id.localeCompare(b.id) : a.datetimeCreate.localeCompare(b.datetimeCreate),
  );
}

/** Day separators between messages of different local days; consecutive messages of one sender group together. */
export function buildTimeline(messages: DisplayMessage[], myId: string | null): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: DisplayMessage | null = null;
  for (const message of messages) {
    const day = dayjs(message.datetimeCreate).format('YYYY-MM-DD');
    const isNewDay = !previous || dayjs(previous.datetimeCreate).format('YYYY-MM-DD') !== day;
    if (isNewDay) items.push({ kind: 'day', key: `day-${day}`, date: message.datetimeCreate });
    const startsGroup =
      isNewDay ||
      previous!.senderId !== message.senderId ||
      new Date(message.datetimeCreate).getTime() - new Date(previous!.datetimeCreate).getTime() > GROUP_GAP_MS;
    items.push({
      kind: 'message',
      key: message.clientId && message.status ? `pending-${message.clientId}` : message.id,
      message,
      isMine: message.senderId === myId,
      startsGroup,
    });
    previous = message;
  }
  return items;
}

/** My newest stored message the other person has read ("seen"), if any. */
export function lastSeenMessageId(
  messages: DisplayMessage[],
  myId: string | null,
  otherLastReadAt: string | null,
): string | null {
  if (!otherLastReadAt) return null;
  const readAt = new Date(otherLastReadAt).getTime();
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.senderId !== myId || message.status) continue;
    return new Date(message.datetimeCreate).getTime() <= readAt ? message.id : null;
  }
  return null;
}
