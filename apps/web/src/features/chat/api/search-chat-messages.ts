import { chatApi } from '@ideamatch/shared/api/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

const PAGE_SIZE = 20;

/** `GET /api/chat/search`: my messages matching `q`, in all my chats or in `chatId`, newest first. */
export const useChatMessageSearch = (q: string, chatId: string | null = null) =>
  useQuery({
    queryKey: chatKeys.search(q, chatId),
    queryFn: ({ signal }) =>
      call(chatApi.search, { query: { q, pageSize: PAGE_SIZE, ...(chatId ? { chatId } : {}) }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
