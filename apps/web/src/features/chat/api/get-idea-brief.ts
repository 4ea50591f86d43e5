import type { IdeaDetail } from '@ideamatch/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/idea/{id}`: the idea a new conversation (`/chat?to=…&ideaId=…`) starts from, so its
 * header names the idea before the first message. Coming from that idea's page, the view is
 * already counted for today.
 */
export const useIdeaBrief = (ideaId: string | null) =>
  useQuery({
    queryKey: ['chat', 'idea', ideaId],
    queryFn: ({ signal }) => api.get<IdeaDetail>(`/api/idea/${encodeURIComponent(ideaId!)}`, undefined, { signal }),
    enabled: Boolean(ideaId),
    select: (idea) => ({ id: idea.id, name: idea.name }),
    retry: false,
  });
