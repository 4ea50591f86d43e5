import type { IdeaCard, MyIdeaCard, Paged } from '@ideamatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const PAGE_SIZE = 8;

/**
 * A person's ideas on a profile: `GET /api/idea/mine` (every idea of mine, hidden ones included) or
 * `GET /api/idea/account/{id}` (someone else's public ideas).
 */
export function usePersonIdeas(accountId: string | null, page: number) {
  return useQuery({
    queryKey: ['ideas', 'person', accountId ?? 'mine', page],
    queryFn: ({ signal }): Promise<Paged<IdeaCard | MyIdeaCard>> =>
      accountId
        ? api.get(`/api/idea/account/${encodeURIComponent(accountId)}`, { page, pageSize: PAGE_SIZE }, { signal })
        : api.get('/api/idea/mine', { page, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
