import { engagementApi } from '@ideamatch/shared/api/engagement';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engagementKeys } from './engagement-keys';

export type FollowSide = 'followers' | 'following';
const PAGE_SIZE = 20;

/** `GET /api/account/{id}/follow`: the person's counts and whether I follow them. */
export const followStateQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: engagementKeys.follow(accountId),
    queryFn: ({ signal }) => call(engagementApi.followState, { params: { id: accountId }, signal }),
  });

export const useFollowState = (accountId: string) => useQuery(followStateQueryOptions(accountId));

/** Follows or unfollows (`PUT`/`DELETE /api/account/{id}/follow`); the reply is the new state. */
export function useFollowToggle(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      call(follow ? engagementApi.follow : engagementApi.unfollow, { params: { id: accountId } }),
    onSuccess: (state) => {
      queryClient.setQueryData(engagementKeys.follow(accountId), state);
      // The lists of both people changed (their followers, my following).
      void queryClient.invalidateQueries({
        queryKey: engagementKeys.all,
        predicate: (query) => query.queryKey.length > 3,
      });
    },
  });
}

/** `GET /api/account/{id}/followers` or `/following`, a page at a time. */
export const useFollowList = (accountId: string, side: FollowSide, page: number, enabled: boolean) =>
  useQuery({
    queryKey: engagementKeys.followList(accountId, side, page),
    queryFn: ({ signal }) =>
      call(side === 'followers' ? engagementApi.followers : engagementApi.following, {
        params: { id: accountId },
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
