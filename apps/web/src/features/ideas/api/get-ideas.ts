import { ideaApi } from '@ideamatch/shared/api/idea';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaFiltersToQuery } from '../utils/idea-filters';
import type { IdeaFilters } from '../utils/idea-filters';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea`: the public, filtered and sorted idea list. */
export const getIdeas = (filters: IdeaFilters, page: number, signal?: AbortSignal) =>
  call(ideaApi.list, { query: { ...ideaFiltersToQuery(filters), page }, signal });

export const ideasQueryOptions = (filters: IdeaFilters, page = 1) =>
  queryOptions({
    queryKey: ideaKeys.list(filters, page),
    queryFn: ({ signal }) => getIdeas(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const useIdeas = (filters: IdeaFilters, page = 1) => useQuery(ideasQueryOptions(filters, page));
