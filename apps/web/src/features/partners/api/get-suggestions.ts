import { partnerApi } from '@ideamatch/shared/api/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PARTNER_PAGE_SIZE } from './page-size';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/suggested`: ranked by compatibility, each with its reasons. */
export const getSuggestions = (page: number, signal?: AbortSignal) =>
  call(partnerApi.suggested, { query: { page, pageSize: PARTNER_PAGE_SIZE }, signal });

export const suggestionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: partnerKeys.suggestions(page),
    queryFn: ({ signal }) => getSuggestions(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSuggestions = (page: number) => useQuery(suggestionsQueryOptions(page));
