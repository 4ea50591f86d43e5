import type { ChatSummary } from '@ideamatch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/summary`: the header badge. */
export const chatSummaryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: chatKeys.summary(token),
    queryFn: ({ signal }) => api.get<ChatSummary>('/api/chat/summary', undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

/** `PATCH /api/chat/summary`: the chat page is open, so every chat so far counts as looked at (no dot). */
export const acknowledgeChats = () => api.patch<ChatSummary>('/api/chat/summary');
