import { chatApi } from '@ideamatch/shared/api/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

const LIST_SIZE = 50;

/** `GET /api/chat`: my chats newest first, searched by the other person's name. */
export const getChats = (query: { q?: string; accountId?: string }, signal?: AbortSignal) =>
  call(chatApi.list, { query: { ...query, pageSize: LIST_SIZE }, signal });

export const useChats = (q: string) =>
  useQuery({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) => getChats({ q }, signal),
    placeholderData: keepPreviousData,
  });

/** The chat with one person, if any (`/chat?to=<accountId>`). */
export const useChatWith = (accountId: string | null) =>
  useQuery({
    queryKey: chatKeys.withAccount(accountId ?? ''),
    queryFn: async ({ signal }) => (await getChats({ accountId: accountId! }, signal)).result[0] ?? null,
    enabled: Boolean(accountId),
  });
