import type { PartnerRelation } from '@ideamatch/shared';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../notifications/api/notification-keys';
import { partnerRelationQueryOptions } from './get-partner-relation';
import { partnerKeys } from './partner-keys';

export type PartnerAction =
  | { kind: 'request'; accountId: string; note?: string }
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
      return call(partnerApi.request, { body: { accountId: action.accountId, note: action.note } });
    case 'cancel':
      return call(partnerApi.cancel, { params: { id: action.requestId } });
    case 'accept':
      return call(partnerApi.accept, { params: { id: action.requestId } });
    case 'decline':
      return call(partnerApi.decline, { params: { id: action.requestId } });
    case 'disconnect':
      return call(partnerApi.disconnect, { params: { accountId: action.accountId } });
    case 'block':
      return call(partnerApi.block, { body: { accountId: action.accountId } });
    case 'unblock':
      return call(partnerApi.unblock, { params: { accountId: action.accountId } });
  }
};

/**
 * Connect, cancel, accept, decline, disconnect, block, unblock; confirms each with a toast and
 * refreshes partner lists and notifications.
 */
export function usePartnerAction() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: send,
    onSuccess: (relation, action) => {
      notifySuccess(t(`partners.toasts.${action.kind}`));
      queryClient.setQueryData(partnerRelationQueryOptions(relation.accountId).queryKey, relation);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    // A refusal (a request closed meanwhile, a decline cooling down) means the relation shown is stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
