import type { IdeaHome } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/home`: top-trending (sponsored) and top-rating ideas in one call. */
export const getIdeaHome = (signal?: AbortSignal): Promise<IdeaHome> =>
  api.get<IdeaHome>('/api/idea/home', undefined, { signal });

export const ideaHomeQueryOptions = () =>
  queryOptions({ queryKey: ideaKeys.home(), queryFn: ({ signal }) => getIdeaHome(signal) });

export const useIdeaHome = () => useQuery(ideaHomeQueryOptions());
