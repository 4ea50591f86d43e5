import type { ChatSummary } from '@ideamatch/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAccessToken } from '../../../lib/auth-token';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime';
import { acknowledgeChats, chatSummaryQueryOptions } from '../api/get-chat-summary';

const EMPTY_SUMMARY: ChatSummary = { unreadChatCount: 0, isAcknowledge: true };

export type ChatSummaryState = ChatSummary & {
  /** The failed load's message, or the fixed "Failed to fetch chat summary". */
  error: string | null;
};

/**
 * The signed-in user's chat summary: loaded once, then replaced by every `chat_summary_update`
 * (it replaces the whole summary), and reloaded after a reconnect in case an update was missed.
 */
export function useChatSummary(): ChatSummaryState {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const options = chatSummaryQueryOptions(token);
  const query = useQuery(options);
  useSocketEvent('chat_summary_update', (summary) => queryClient.setQueryData(options.queryKey, summary));
  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: options.queryKey }));
  const error = query.error ? query.error.message || 'Failed to fetch chat summary' : null;
  return { ...(token ? (query.data ?? EMPTY_SUMMARY) : EMPTY_SUMMARY), error };
}

/**
 * While the chat page is open, chat activity counts as looked at: whenever the summary says
 * otherwise (a message arrived), it is acknowledged, so the header shows no dot for it.
 */
export function useAcknowledgeChats(): void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const { data } = useQuery(chatSummaryQueryOptions(token));
  const isAcknowledge = data?.isAcknowledge ?? true;
  useEffect(() => {
    if (isAcknowledge || !token) return;
    acknowledgeChats()
      .then((summary) => queryClient.setQueryData(chatSummaryQueryOptions(token).queryKey, summary))
      .catch(() => undefined);
  }, [isAcknowledge, token, queryClient]);
}
