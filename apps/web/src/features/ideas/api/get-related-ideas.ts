import { ideaApi } from '@ideamatch/shared/api/idea';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/related`: a few ideas sharing words or the category with this one. */
export const relatedIdeasQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideaKeys.related(ideaId),
    queryFn: ({ signal }) => call(ideaApi.related, { params: { id: ideaId }, signal }),
  });

export const useRelatedIdeas = (ideaId: string) => useQuery(relatedIdeasQueryOptions(ideaId));
