import { partnerApi } from '@ideamatch/shared/api/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PARTNER_PAGE_SIZE } from './page-size';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner` (mine) or `GET /api/partner/search`, paged, filtered by `q`. */
export const getPeople = (source: 'mine' | 'search', q: string, page: number, signal?: AbortSignal) =>
  call(source === 'mine' ? partnerApi.list : partnerApi.search, {
    query: { q, page, pageSize: PARTNER_PAGE_SIZE },
    signal,
  });

export const peopleQueryOptions = (source: 'mine' | 'search', q: string, page: number) =>
  queryOptions({
    queryKey: partnerKeys.people(source, q, page),
    queryFn: ({ signal }) => getPeople(source, q, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const usePeople = (source: 'mine' | 'search', { q, page }: { q: string; page: number }) =>
  useQuery(peopleQueryOptions(source, q, page));
