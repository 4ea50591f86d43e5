import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';

/** `GET /api/account/username-availability`: whether a username is free, and free ones like it. */
export const checkUsername = (username: string) =>
  call(accountApi.usernameAvailability, { query: { username }, token: null });

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['auth', 'username-availability', username],
    queryFn: () => checkUsername(username),
    // Another person may take it meanwhile, but not within the minute a form is filled in.
    staleTime: 60_000,
  });

/** The check of `username`, once there is one to check (an empty string asks nothing). */
export const useUsernameAvailability = (username: string) =>
  useQuery({ ...usernameAvailabilityQueryOptions(username), enabled: Boolean(username) });
