import type { IdeaDetail } from '@ideamatch/shared';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from '../../ideas/api/idea-keys';
import { engagementKeys } from './engagement-keys';

const PAGE_SIZE = 12;

/** `GET /api/idea/bookmarks`: my saved ideas, newest bookmark first. */
export const useSavedIdeas = (page: number) =>
  useQuery({
    queryKey: engagementKeys.bookmarks(page),
    queryFn: ({ signal }) => call(engagementApi.bookmarks, { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Saves or unsaves an idea (`PUT`/`DELETE /api/idea/{id}/bookmark`); the idea page shows the new
 * state at once and the saved list is read again.
 */
export function useBookmarkToggle(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      call(save ? engagementApi.bookmark : engagementApi.unbookmark, { params: { id: ideaId } }),
    onSuccess: ({ isBookmarked }) => {
      queryClient.setQueryData<IdeaDetail>(ideaKeys.detail(ideaId), (idea) => idea && { ...idea, isBookmarked });
      void queryClient.invalidateQueries({ queryKey: engagementKeys.bookmarkLists() });
    },
  });
}
