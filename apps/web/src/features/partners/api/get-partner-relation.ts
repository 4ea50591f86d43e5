import { partnerApi } from '@ideamatch/shared/api/partner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/relation/{accountId}`: where the viewer stands with a person. */
export const getPartnerRelation = (accountId: string, signal?: AbortSignal) =>
  call(partnerApi.relation, { params: { accountId }, signal });

export const partnerRelationQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: partnerKeys.relation(accountId),
    queryFn: ({ signal }) => getPartnerRelation(accountId, signal),
    retry: false,
  });

export const usePartnerRelation = (accountId: string, isEnabled = true) =>
  useQuery({ ...partnerRelationQueryOptions(accountId), enabled: isEnabled });
