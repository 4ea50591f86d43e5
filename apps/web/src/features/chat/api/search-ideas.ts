import { ideaApi } from '@ideamatch/shared/api/idea';
import { IdeaSort } from '@ideamatch/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/idea?q=` as you type: the 8 public ideas best matching `q` (uncounted), to share into a chat as a card. */
export const searchShareableIdeas = (q: string, signal?: AbortSignal) =>
  call(ideaApi.list, { query: { q, pageSize: 8, sortBy: IdeaSort.Relevance, isAutocomplete: 'true' }, signal });

export const shareableIdeasQueryOptions = (q: string) =>
  queryOptions({
    queryKey: chatKeys.shareableIdeas(q),
    queryFn: ({ signal }) => searchShareableIdeas(q, signal),
    placeholderData: keepPreviousData,
  });

export const useShareableIdeas = (q: string, isEnabled: boolean) =>
  useQuery({ ...shareableIdeasQueryOptions(q), enabled: isEnabled });
