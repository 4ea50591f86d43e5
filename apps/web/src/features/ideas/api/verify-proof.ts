import { proofApi } from '@ideamatch/shared/api/proof';
import type { ProofVerifyBody } from '@ideamatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `POST /api/proof/verify` (anyone): checks a proof or the version a certificate carries. */
export const verifyProof = (body: ProofVerifyBody) => call(proofApi.verify, { body });

export const useVerifyProof = () => useMutation({ mutationFn: verifyProof });
