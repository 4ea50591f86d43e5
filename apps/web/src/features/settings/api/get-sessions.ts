import type { AccountSession } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/session`: the devices signed in to this account. */
export const getSessions = (signal?: AbortSignal) =>
  api.get<AccountSession[]>('/api/account/session', undefined, { signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
