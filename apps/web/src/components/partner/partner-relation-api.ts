import type { PartnerRelation } from '@ideamatch/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Every partner-screen query starts with this key, so one action refreshes them all. */
export const PARTNERS_KEY = ['partners'] as const;

export const relationQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...PARTNERS_KEY, 'relation', accountId],
    queryFn: ({ signal }) =>
      api.get<PartnerRelation>(`/api/partner/relation/${encodeURIComponent(accountId)}`, undefined, { signal }),
    retry: false,
  });

/** `GET /api/partner/relation/{accountId}`: where the viewer stands with a person. */
export const usePartnerRelation = (accountId: string, isEnabled = true) =>
  useQuery({ ...relationQuery(accountId), enabled: isEnabled });

export type PartnerAction =
  | { kind: 'request'; accountId: string }
  | { kind: 'cancel'; requestId: string }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'disconnect'; accountId: string }
  | { kind: 'block'; accountId: string }
  | { kind: 'unblock'; accountId: string };

const send = (action: PartnerAction): Promise<PartnerRelation> => {
  switch (action.kind) {
    case 'request':
      return api.post('/api/partner/request', { accountId: action.accountId });
    case 'cancel':
      return api.delete(`/api/partner/request/${action.requestId}`);
    case 'accept':
      return api.post(`/api/partner/request/${action.requestId}/accept`);
    case 'decline':
      return api.post(`/api/partner/request/${action.requestId}/decline`);
    case 'disconnect':
      return api.delete(`/api/partner/${action.accountId}`);
    case 'block':
      return api.post('/api/partner/block', { accountId: action.accountId });
    case 'unblock':
      return api.delete(`/api/partner/block/${action.accountId}`);
  }
};

/** Connect, cancel, accept, decline, disconnect, block, unblock; refreshes partner lists and notifications. */
export function usePartnerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (relation) => {
      queryClient.setQueryData(relationQuery(relation.accountId).queryKey, relation);
      void queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
