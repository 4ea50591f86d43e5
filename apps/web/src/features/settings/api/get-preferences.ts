import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/preferences`: the mail digest and other notification choices. */
export const getPreferences = (signal?: AbortSignal) => call(accountCenterApi.getPreferences, { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
