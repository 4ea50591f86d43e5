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
