import { ideaApi } from '@ideamatch/shared/api/idea';
import { IdeaSort } from '@ideamatch/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** How many ideas search as you type offers. */
export const IDEA_SUGGESTION_COUNT = 5;

/** `GET /api/idea?isAutocomplete=true`: the first public ideas best matching `q`, uncounted, as you type. */
export const getIdeaSuggestions = (q: string, signal?: AbortSignal) =>
  call(ideaApi.list, {
    query: { q, pageSize: IDEA_SUGGESTION_COUNT, sortBy: IdeaSort.Relevance, isAutocomplete: 'true' },
    signal,
  });

export const ideaSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ideaKeys.suggestions(q),
    queryFn: ({ signal }) => getIdeaSuggestions(q, signal),
    // The last answer stays while the next one loads, so the list does not blink at every letter.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useIdeaSuggestions = (q: string, isEnabled: boolean) =>
  useQuery({ ...ideaSuggestionsQueryOptions(q), enabled: isEnabled });
