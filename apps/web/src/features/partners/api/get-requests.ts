import { partnerApi } from '@ideamatch/shared/api/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PARTNER_PAGE_SIZE } from './page-size';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/request?direction=…`: pending requests to me or from me. */
export const getRequests = (direction: 'incoming' | 'outgoing', page: number, signal?: AbortSignal) =>
  call(partnerApi.requests, { query: { direction, page, pageSize: PARTNER_PAGE_SIZE }, signal });

export const requestsQueryOptions = (direction: 'incoming' | 'outgoing', page: number) =>
  queryOptions({
    queryKey: partnerKeys.requests(direction, page),
    queryFn: ({ signal }) => getRequests(direction, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useRequests = (direction: 'incoming' | 'outgoing', page: number) =>
  useQuery(requestsQueryOptions(direction, page));
