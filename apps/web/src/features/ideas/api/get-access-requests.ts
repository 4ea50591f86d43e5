import type { IdeaAccessStatus } from '@ideamatch/shared';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** What the owner's list of requests shows: all, or one status. */
export type AccessRequestFilter = 'all' | Extract<IdeaAccessStatus, 'pending' | 'approved'>;

const PAGE_SIZE = 10;

/** `GET /api/idea/{id}/access-request` (owner): the idea's requests, newest first. */
export const getAccessRequests = (ideaId: string, filter: AccessRequestFilter, page: number, signal?: AbortSignal) =>
  call(ideaAccessApi.list, {
    params: { id: ideaId },
    query: { page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) },
    signal,
  });

export const accessRequestsQueryOptions = (ideaId: string, filter: AccessRequestFilter, page: number) =>
  queryOptions({
    queryKey: ideaKeys.accessRequests(ideaId, filter, page),
    queryFn: ({ signal }) => getAccessRequests(ideaId, filter, page, signal),
    placeholderData: keepPreviousData,
  });

/** The owner's requests of one idea. */
export const useAccessRequests = (ideaId: string, filter: AccessRequestFilter, page: number) =>
  useQuery(accessRequestsQueryOptions(ideaId, filter, page));
