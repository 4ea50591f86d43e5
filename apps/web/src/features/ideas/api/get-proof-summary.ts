import { proofApi } from '@ideamatch/shared/api/proof';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/proof/summary` (anyone who may see the idea): whether and when it was registered. */
export const getProofSummary = (ideaId: string, signal?: AbortSignal) =>
  call(proofApi.summary, { params: { id: ideaId }, signal });

export const proofSummaryQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: [...ideaKeys.proof(ideaId), 'summary'] as const,
    queryFn: ({ signal }) => getProofSummary(ideaId, signal),
    retry: false,
  });

/** Whether the idea was registered, for its readers; nothing is fetched without an id. */
export const useProofSummary = (ideaId: string | null) =>
  useQuery({ ...proofSummaryQueryOptions(ideaId ?? ''), enabled: Boolean(ideaId) });
