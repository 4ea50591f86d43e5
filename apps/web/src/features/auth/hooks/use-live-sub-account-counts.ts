import type { SubAccountEntry } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../../lib/auth-token';
import { useSocketEvent } from '../../../lib/realtime';
import { subAccountsQueryOptions } from '../api/get-sub-accounts';

/** Keeps the avatar popover's per-sub-account unread chat counts current as messages arrive. */
export function useLiveSubAccountCounts(): void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  useSocketEvent('sub_account_chat_update', ({ subAccountId, unreadChatCount }) => {
    queryClient.setQueryData<SubAccountEntry[]>(subAccountsQueryOptions(token).queryKey, (entries) =>
      entries?.map((entry) => (entry.subAccountId === subAccountId ? { ...entry, unreadChatCount } : entry)),
    );
  });
}
