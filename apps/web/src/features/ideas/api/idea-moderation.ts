import { ideaApi } from '@ideamatch/shared/api/idea';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/moderation`: why the owner's idea is hidden, and their appeal; only fetched for the owner. */
export const useIdeaModeration = (id: string, isEnabled: boolean) =>
  useQuery({
    queryKey: ideaKeys.moderation(id),
    queryFn: ({ signal }) => call(ideaApi.moderation, { params: { id }, signal }),
    enabled: isEnabled,
  });

/** `POST /api/idea/{id}/appeal`: refreshes the moderation status it changes. */
export function useAppealIdea(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => call(ideaApi.appeal, { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.moderation(id) }),
  });
}
