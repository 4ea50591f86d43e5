import type { FastifyInstance } from 'fastify';
import type { PartnerRelation } from '@ideamatch/shared';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { route } from '../../lib/route';
import { getMatchProfile, saveMatchProfile } from './match-profile.service';
import { blockAccount, listBlocked, unblockAccount } from './block.service';
import { listPartners, listRequests, searchPartners, suggestPartners } from './partner-list.service';
import { answerPartnerQuestion, getPartnerQuestions, setAnswersDeletionWish } from './partner-questions.service';
import {
  acceptRequest,
  cancelRequest,
  declineRequest,
  dismissSuggestion,
  disconnectPartner,
  relationWith,
  requestPartner,
  undismissSuggestion,
} from './partner.service';

/** Partner connections, search, suggestions, the matching profile and blocking. */
export const partnerRoutes = async (app: FastifyInstance) => {
  route(app, partnerApi.list, {
    access: 'user',
    handler: (request) => listPartners(app.db, request.actor().accountId, request.query),
  });
  route(app, partnerApi.search, {
    access: 'user',
    handler: (request) => searchPartners(app.db, request.actor().accountId, request.query),
  });
  route(app, partnerApi.suggested, {
    access: 'user',
    handler: (request) => suggestPartners(app.db, request.actor().accountId, request.query),
  });
  route(app, matchingApi.getProfile, {
    access: 'user',
    handler: (request) => getMatchProfile(app.db, request.actor().accountId),
  });
  route(app, matchingApi.saveProfile, {
    access: 'user',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: (request) => saveMatchProfile(app.db, request.actor().accountId, request.body),
  });
  route(app, partnerApi.requests, {
    access: 'user',
    handler: (request) => listRequests(app.db, request.actor().accountId, request.query),
  });
  route(app, partnerApi.relation, {
    access: 'user',
    handler: (request) => relationWith(app.db, request.actor().accountId, request.params.accountId),
  });

  route(app, partnerApi.questions, {
    access: 'user',
    handler: (request) => getPartnerQuestions(app.db, request.actor().accountId, request.params.accountId),
  });
  route(app, partnerApi.blocked, {
    access: 'user',
    handler: (request) => listBlocked(app.db, request.actor().accountId, request.query),
  });

  /**
   * Tells both sides' open tabs that their relation changed, so a request cancelled, accepted or
   * declined leaves the other person's list at once (a later click would meet a closed request).
   */
  const announce = (viewerId: string) => (relation: PartnerRelation) => {
    app.realtime.emitToAccount(relation.accountId, 'partner_update', { accountId: viewerId });
    app.realtime.emitToAccount(viewerId, 'partner_update', { accountId: relation.accountId });
    return relation;
  };

  const action = { access: 'user' as const, config: { rateLimit: { max: 60, timeWindow: 60_000 } } };
  route(app, partnerApi.request, {
    ...action,
    handler: (request) =>
      requestPartner(app.db, request.actor().accountId, request.body.accountId, request.body.note).then(
        announce(request.actor().accountId),
      ),
  });
  route(app, partnerApi.cancel, {
    ...action,
    handler: (request) =>
      cancelRequest(app.db, request.actor().accountId, request.params.id).then(announce(request.actor().accountId)),
  });
  route(app, partnerApi.accept, {
    ...action,
    handler: (request) =>
      acceptRequest(app.db, request.actor().accountId, request.params.id).then(announce(request.actor().accountId)),
  });
  route(app, partnerApi.decline, {
    ...action,
    handler: (request) =>
      declineRequest(app.db, request.actor().accountId, request.params.id).then(announce(request.actor().accountId)),
  });
  route(app, partnerApi.block, {
    ...action,
    handler: (request) =>
      blockAccount(app.db, request.actor().accountId, request.body.accountId).then(announce(request.actor().accountId)),
  });
  route(app, partnerApi.unblock, {
    ...action,
    handler: (request) =>
      unblockAccount(app.db, request.actor().accountId, request.params.accountId).then(
        announce(request.actor().accountId),
      ),
  });
  route(app, partnerApi.disconnect, {
    ...action,
    handler: (request) =>
      disconnectPartner(app.db, request.actor().accountId, request.params.accountId).then(
        announce(request.actor().accountId),
      ),
  });
  route(app, partnerApi.dismiss, {
    ...action,
    handler: (request) => dismissSuggestion(app.db, request.actor().accountId, request.body.accountId),
  });
  route(app, partnerApi.undismiss, {
    ...action,
    handler: (request) => undismissSuggestion(app.db, request.actor().accountId, request.params.accountId),
  });
  route(app, partnerApi.answerQuestion, {
    ...action,
    handler: (request) =>
      answerPartnerQuestion(
        app.db,
        request.actor().accountId,
        request.params.accountId,
        request.params.questionId,
        request.body,
      ),
  });
  route(app, partnerApi.questionsDeletion, {
    ...action,
    handler: (request) =>
      setAnswersDeletionWish(app.db, request.actor().accountId, request.params.accountId, request.body.wanted),
  });
};
