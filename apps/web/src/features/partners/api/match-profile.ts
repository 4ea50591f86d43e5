import type { MatchProfileBody } from '@ideamatch/shared';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

/** `GET /api/account/match-profile`: the acting account's matching profile with its completeness. */
export const matchProfileQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.matchProfile(),
    queryFn: ({ signal }) => call(matchingApi.getProfile, { signal }),
  });

export const useMatchProfile = () => useQuery(matchProfileQueryOptions());

/** `PUT /api/account/match-profile`; refreshes the profile and every partner list (suggestions change). */
export function useSaveMatchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchProfileBody) => call(matchingApi.saveProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(partnerKeys.matchProfile(), profile);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    },
  });
}
