import type { FastifyInstance } from 'fastify';
import { proofApi } from '@ideamatch/shared/api/proof';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { resolveIdeaOwner } from '../ideas/idea.service';
import { getIdeaProof, getProofCertificate, getProofKey } from './idea-proof.service';
import { getProofSummary, verifyProof } from './proof-verify.service';

/**
 * Proofs of authorship (docs/idea-protection.md#proof-of-authorship): the public key, each idea's
 * versions for its owner, whether an idea is registered for its readers, and checking a proof.
 */
export const proofRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const ideaOwner = (request: { params: unknown }) => resolveIdeaOwner(app.db, (request.params as { id: string }).id);

  route(app, proofApi.key, { access: 'everyone', handler: () => getProofKey(app.db) });

  route(app, proofApi.summary, {
    access: 'everyone',
    handler: (request) => getProofSummary(app.db, request.params.id, request.session?.accountId ?? null),
  });

  route(app, proofApi.verify, {
    access: 'everyone',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) => verifyProof(app.db, request.body, request.session?.accountId ?? null),
  });

  route(app, proofApi.ofIdea, {
    access: { owner: ideaOwner },
    handler: (request) => getIdeaProof(app.db, app.storage, request.params.id),
  });

  route(app, proofApi.certificate, {
    access: { owner: ideaOwner },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { pdf, fileName } = await getProofCertificate(app.db, {
        ideaId: request.params.id,
        version: request.params.version,
        language: request.query.lang,
        publicUrl: config.publicUrl,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
