import { pushApi } from '@ideamatch/shared/api/push';
import type { PushSettingsPatch } from '@ideamatch/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { pushKeys } from './push-keys';

/** `GET /api/push/settings`: per kind, whether it is pushed to my devices. */
export const getPushSettings = (signal?: AbortSignal) => call(pushApi.getSettings, { signal });

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: pushKeys.settings(), queryFn: ({ signal }) => getPushSettings(signal) });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());

/** `PATCH /api/push/settings`: switches kinds on or off. */
export const useUpdatePushSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PushSettingsPatch) => call(pushApi.updateSettings, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.settings(), saved),
  });
};
