import { partnerApi } from '@ideamatch/shared/api/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

/** `POST /api/partner/dismissed`: "not interested" hides a suggestion for 90 days; refreshes the suggestions. */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => call(partnerApi.dismiss, { body: { accountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** `DELETE /api/partner/dismissed/{accountId}`: undoes "not interested"; the person may be suggested again. */
export function useUndismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => call(partnerApi.undismiss, { params: { accountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
