import type { AccountPreferences } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/preferences`: the mail digest and other notification choices. */
export const getPreferences = (signal?: AbortSignal) =>
  api.get<AccountPreferences>('/api/account/preferences', undefined, { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
