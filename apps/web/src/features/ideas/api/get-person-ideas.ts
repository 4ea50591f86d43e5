import type { IdeaCard, MyIdeaCard, Paged } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

const PAGE_SIZE = 8;

/**
 * A person's ideas on a profile: `GET /api/idea/mine` (every idea of mine, hidden ones included) or
 * `GET /api/idea/account/{id}` (someone else's public ideas).
 */
export const getPersonIdeas = (
  accountId: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<IdeaCard | MyIdeaCard>> =>
  accountId
    ? call(ideaApi.ofAccount, { params: { id: accountId }, query: { page, pageSize: PAGE_SIZE }, signal })
    : call(ideaApi.mine, { query: { page, pageSize: PAGE_SIZE }, signal });

export const personIdeasQueryOptions = (accountId: string | null, page: number) =>
  queryOptions({
    queryKey: ideaKeys.person(accountId, page),
    queryFn: ({ signal }) => getPersonIdeas(accountId, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePersonIdeas = (accountId: string | null, page: number) =>
  useQuery(personIdeasQueryOptions(accountId, page));
