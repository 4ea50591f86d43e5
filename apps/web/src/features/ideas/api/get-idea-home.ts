import { ideaApi } from '@ideamatch/shared/api/idea';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/home`: top-trending (sponsored) and top-rating ideas in one call. */
export const getIdeaHome = (signal?: AbortSignal) => call(ideaApi.home, { signal });

export const ideaHomeQueryOptions = () =>
  queryOptions({ queryKey: ideaKeys.home(), queryFn: ({ signal }) => getIdeaHome(signal) });

export const useIdeaHome = () => useQuery(ideaHomeQueryOptions());
