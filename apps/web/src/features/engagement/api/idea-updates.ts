import { engagementApi } from '@ideamatch/shared/api/engagement';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engagementKeys } from './engagement-keys';

const PAGE_SIZE = 5;

/** `GET /api/idea/{id}/update`: the owner's updates, newest first. */
export const useIdeaUpdates = (ideaId: string, page: number) =>
  useQuery({
    queryKey: engagementKeys.updatePage(ideaId, page),
    queryFn: ({ signal }) =>
      call(engagementApi.listUpdates, { params: { id: ideaId }, query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The owner posting (`POST /api/idea/{id}/update`) and deleting an update; the list is read again. */
export function useIdeaUpdateActions(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: engagementKeys.updates(ideaId) });
  return {
    post: useMutation({
      mutationFn: (text: string) => call(engagementApi.postUpdate, { params: { id: ideaId }, body: { text } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (updateId: string) => call(engagementApi.deleteUpdate, { params: { id: ideaId, updateId } }),
      onSuccess: refresh,
    }),
  };
}
