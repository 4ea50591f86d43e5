import type { IdeaListPage } from '@ideamatch/shared';
import { IdeaSort } from '@ideamatch/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/idea?q=`: the newest public ideas matching `q`, to share into a chat as a card. */
export const searchShareableIdeas = (q: string, signal?: AbortSignal) =>
  api.get<IdeaListPage>('/api/idea', { q, pageSize: 8, sortBy: IdeaSort.LatestPost }, { signal });

export const shareableIdeasQueryOptions = (q: string) =>
  queryOptions({
    queryKey: chatKeys.shareableIdeas(q),
    queryFn: ({ signal }) => searchShareableIdeas(q, signal),
    placeholderData: keepPreviousData,
  });

export const useShareableIdeas = (q: string, isEnabled: boolean) =>
  useQuery({ ...shareableIdeasQueryOptions(q), enabled: isEnabled });
