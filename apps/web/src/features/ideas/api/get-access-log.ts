import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

const PAGE_SIZE = 10;

/** `GET /api/idea/{id}/access-log` (owner): who read the confidential part, newest first. */
export const getAccessLog = (ideaId: string, page: number, signal?: AbortSignal) =>
  call(ideaAccessApi.log, { params: { id: ideaId }, query: { page, pageSize: PAGE_SIZE }, signal });

export const accessLogQueryOptions = (ideaId: string, page: number) =>
  queryOptions({
    queryKey: ideaKeys.accessLog(ideaId, page),
    queryFn: ({ signal }) => getAccessLog(ideaId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAccessLog = (ideaId: string, page: number) => useQuery(accessLogQueryOptions(ideaId, page));
