import type { ChatInfo } from '@ideamatch/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/{id}/info`: the other person, the starting idea, their read mark, blocked or not. */
export const useChatInfo = (chatId: string | null) =>
  useQuery({
    queryKey: chatKeys.info(chatId ?? ''),
    queryFn: ({ signal }) => api.get<ChatInfo>(`/api/chat/${encodeURIComponent(chatId!)}/info`, undefined, { signal }),
    enabled: Boolean(chatId),
  });
