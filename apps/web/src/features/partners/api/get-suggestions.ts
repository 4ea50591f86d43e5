import { partnerApi } from '@ideamatch/shared/api/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PARTNER_PAGE_SIZE } from './page-size';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/suggested`: ranked by compatibility, each with its reasons. */
export const getSuggestions = (page: number, signal?: AbortSignal) =>
  call(partnerApi.suggested, { query: { page, pageSize: PARTNER_PAGE_SIZE }, signal });

export const suggestionsQueryOptions = (page: number, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: partnerKeys.suggestions(page),
    queryFn: ({ signal }) => getSuggestions(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Asked only once the viewer's matching essentials are filled (`enabled`). */
export const useSuggestions = (page: number, enabled = true) => useQuery(suggestionsQueryOptions(page, enabled));
