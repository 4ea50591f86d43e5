import type { ChatMessage, ChatMessagePage } from '@ideamatch/shared';
import { CHAT_LIMITS } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

type Cursor = { datetimeCreate: string; id: string } | null;

/** `GET /api/chat/{id}`: newest page without a cursor, then older pages by `datetimeCreate` (and id). */
export const getChatMessages = (
  chatId: string,
  {
    cursor,
    direction = 'older',
    pageSize = CHAT_LIMITS.pageSizeDefault,
  }: { cursor: Cursor; direction?: 'older' | 'newer'; pageSize?: number },
  signal?: AbortSignal,
) => call(chatApi.messages, { params: { id: chatId }, query: { ...(cursor ?? {}), direction, pageSize }, signal });

export type MessagePages = InfiniteData<ChatMessagePage, Cursor>;

/** A conversation's messages: pages newest first, each page newest first. */
export const useChatMessages = (chatId: string | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(chatId ?? ''),
    queryFn: ({ pageParam, signal }) => getChatMessages(chatId!, { cursor: pageParam }, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (last): Cursor | undefined => {
      const oldest = last.result[last.result.length - 1];
      return last.hasMore && oldest ? { datetimeCreate: oldest.datetimeCreate, id: oldest.id } : undefined;
    },
    enabled: Boolean(chatId),
    staleTime: Infinity,
  });

/** Everything after `since`, oldest first, following pages until none is left (catching up after a reconnect). */
export async function getMessagesSince(chatId: string, since: ChatMessage): Promise<ChatMessage[]> {
  const found: ChatMessage[] = [];
  let cursor: Cursor = { datetimeCreate: since.datetimeCreate, id: since.id };
  for (;;) {
    const page = await getChatMessages(chatId, { cursor, direction: 'newer', pageSize: CHAT_LIMITS.pageSizeMax });
    found.push(...page.result);
    const newest = page.result[page.result.length - 1];
    if (!page.hasMore || !newest) return found;
    cursor = { datetimeCreate: newest.datetimeCreate, id: newest.id };
  }
}
