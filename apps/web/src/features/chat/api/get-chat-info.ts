import { chatApi } from '@ideamatch/shared/api/chat';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/{id}/info`: the other person, the starting idea, their read mark, blocked or not. */
export const useChatInfo = (chatId: string | null) =>
  useQuery({
    queryKey: chatKeys.info(chatId ?? ''),
    queryFn: ({ signal }) => call(chatApi.info, { params: { id: chatId! }, signal }),
    enabled: Boolean(chatId),
  });
