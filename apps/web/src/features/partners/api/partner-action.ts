import type { PartnerRelation } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../notifications/api/notification-keys';
import { partnerRelationQueryOptions } from './get-partner-relation';
import { partnerKeys } from './partner-keys';

export type PartnerAction =
  | { kind: 'request'; accountId: string }
  | { kind: 'cancel'; requestId: string }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'disconnect'; accountId: string }
  | { kind: 'block'; accountId: string }
  | { kind: 'unblock'; accountId: string };

/** Each action is its own endpoint under `/api/partner`; every one replies with the new relation. */
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
      queryClient.setQueryData(partnerRelationQueryOptions(relation.accountId).queryKey, relation);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
