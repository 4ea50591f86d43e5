import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/**
 * `GET /api/account/unsubscribe/link`: what a mailed unsubscribe link stops, before the person
 * confirms. Sent without a session: the signed link alone names the account (or invitation).
 */
export const readUnsubscribeLink = (token: string, signal?: AbortSignal) =>
  call(accountCenterApi.readUnsubscribeLink, { query: { token }, signal, token: null });

export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: settingsKeys.unsubscribeLink(token),
    queryFn: ({ signal }) => readUnsubscribeLink(token, signal),
    retry: false,
  });

export const useUnsubscribeLink = (token: string) =>
  useQuery({ ...unsubscribeLinkQueryOptions(token), enabled: Boolean(token) });

/** `POST /api/account/unsubscribe`: the person's confirmation, the same call as a mail client's one click. */
export const confirmUnsubscribe = (token: string) =>
  call(accountCenterApi.unsubscribeOneClick, { query: { token }, token: null });

export function useConfirmUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmUnsubscribe,
    // A signed-in person's notification settings change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.preferences() }),
  });
}
