import { partnerApi } from '@ideamatch/shared/api/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PARTNER_PAGE_SIZE } from './page-size';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/block`: the people I blocked, newest block first. */
export const blockedQueryOptions = (page: number) =>
  queryOptions({
    queryKey: partnerKeys.blocked(page),
    queryFn: ({ signal }) => call(partnerApi.blocked, { query: { page, pageSize: PARTNER_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useBlocked = (page: number) => useQuery(blockedQueryOptions(page));
