import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  ideaProofReplySchema,
  proofCertificateParamsSchema,
  proofCertificateQuerySchema,
  proofKeyReplySchema,
  proofSummaryReplySchema,
  proofVerifyBodySchema,
  proofVerifyReplySchema,
} from '../schemas/proof.js';

const tag = 'proof';

/** Signed proofs of authorship of each saved version of an idea (docs/idea-protection.md#proof-of-authorship). */
export const proofApi = {
  key: endpoint({
    method: 'GET',
    path: '/api/proof/key',
    summary: 'Get the public key that signs proofs of authorship',
    tag,
    reply: proofKeyReplySchema,
  }),
  ofIdea: endpoint({
    method: 'GET',
    path: '/api/idea/:id/proof',
    summary: 'Get the proofs of authorship of my idea',
    tag,
    params: idParamSchema,
    reply: ideaProofReplySchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/idea/:id/proof/summary',
    summary: 'Get whether and when an idea was registered, for its readers',
    tag,
    params: idParamSchema,
    reply: proofSummaryReplySchema,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/proof/verify',
    summary: 'Verify a proof of authorship or a certificate',
    tag,
    body: proofVerifyBodySchema,
    reply: proofVerifyReplySchema,
  }),
  certificate: endpoint({
    method: 'GET',
    path: '/api/idea/:id/proof/:version/certificate',
    summary: 'Download the certificate of a version of my idea',
    tag,
    params: proofCertificateParamsSchema,
    query: proofCertificateQuerySchema,
    rawReply: {
      status: 200,
      contentType: 'application/pdf',
      schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'The certificate (PDF)' }),
    },
  }),
};
