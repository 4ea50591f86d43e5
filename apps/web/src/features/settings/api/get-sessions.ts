import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/session`: the devices signed in to this account. */
export const getSessions = (signal?: AbortSignal) => call(accountCenterApi.listSessions, { signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
