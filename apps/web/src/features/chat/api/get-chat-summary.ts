import { chatApi } from '@ideamatch/shared/api/chat';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/summary`: the header badge. */
export const chatSummaryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: chatKeys.summary(token),
    queryFn: ({ signal }) => call(chatApi.summary, { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

/** `PATCH /api/chat/summary`: the chat page is open, so every chat so far counts as looked at (no dot). */
export const acknowledgeChats = () => call(chatApi.markSeen);
