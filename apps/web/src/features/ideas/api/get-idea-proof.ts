import { proofApi } from '@ideamatch/shared/api/proof';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/proof` (owner): every signed version and the key that verifies them. */
export const getIdeaProof = (ideaId: string, signal?: AbortSignal) =>
  call(proofApi.ofIdea, { params: { id: ideaId }, signal });

export const ideaProofQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: ideaKeys.proof(ideaId), queryFn: ({ signal }) => getIdeaProof(ideaId, signal) });

/** The proofs of the owner's idea; fetched only when `enabled` (the tab is open). */
export const useIdeaProof = (ideaId: string, enabled: boolean) =>
  useQuery({ ...ideaProofQueryOptions(ideaId), enabled });
