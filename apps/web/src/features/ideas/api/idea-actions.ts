import { ideaApi } from '@ideamatch/shared/api/idea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/**
 * The detail page's actions on an idea: delete, hide (owner) and share (anyone; reports go through
 * `ReportDialog`);
 * each refreshes what it changes.
 */
export function useIdeaActions(id: string) {
  const queryClient = useQueryClient();
  const params = { id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ideaKeys.all });
  return {
    remove: useMutation({
      mutationFn: () => call(ideaApi.delete, { params }),
      // Not awaited: the page leaves at once instead of refetching the idea it just deleted (a 404).
      onSuccess: () => {
        void refresh();
      },
    }),
    hide: useMutation({
      mutationFn: (isHidden: boolean) => call(ideaApi.hide, { params, body: { isHidden } }),
      onSuccess: refresh,
    }),
    share: useMutation({
      mutationFn: (channel: string) => call(ideaApi.share, { params, body: { channel } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.detail(id) }),
    }),
  };
}
