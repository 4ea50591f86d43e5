import type { IdeaCard, Paged } from '@ideamatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/idea?q=`: ideas to share into a chat as a card. */
export const useShareableIdeas = (q: string, isEnabled: boolean) =>
  useQuery({
    queryKey: ['chat', 'share-ideas', q],
    queryFn: ({ signal }) => api.get<Paged<IdeaCard>>('/api/idea', { q, pageSize: 8, sortBy: 1 }, { signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
