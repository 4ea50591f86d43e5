import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamSchema,
  blockBodySchema,
  idParamSchema,
  partnerActionReplySchema,
  partnerListQuerySchema,
  partnerListReplySchema,
  partnerRelationReplySchema,
  partnerRequestBodySchema,
  partnerRequestListReplySchema,
  partnerRequestQuerySchema,
  partnerSuggestionQuerySchema,
  partnerSuggestionReplySchema,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { blockAccount, unblockAccount } from './block.service';
import { listPartners, listRequests, searchPartners, suggestPartners } from './partner-list.service';
import {
  acceptRequest,
  cancelRequest,
  declineRequest,
  disconnectPartner,
  relationWith,
  requestPartner,
} from './partner.service';

/** Partner connections, search, suggestions and blocking. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partner'];
  const list = { config: { access: 'user' as const } };

  app.get(
    '/api/partner',
    { ...list, schema: { tags, querystring: partnerListQuerySchema, response: { 200: partnerListReplySchema } } },
    async (request) => ok(await listPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/search',
    { ...list, schema: { tags, querystring: partnerListQuerySchema, response: { 200: partnerListReplySchema } } },
    async (request) => ok(await searchPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/suggested',
    {
      ...list,
      schema: { tags, querystring: partnerSuggestionQuerySchema, response: { 200: partnerSuggestionReplySchema } },
    },
    async (request) => ok(await suggestPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/request',
    {
      ...list,
      schema: { tags, querystring: partnerRequestQuerySchema, response: { 200: partnerRequestListReplySchema } },
    },
    async (request) => ok(await listRequests(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/relation/:accountId',
    { ...list, schema: { tags, params: accountIdParamSchema, response: { 200: partnerRelationReplySchema } } },
    async (request) => ok(await relationWith(app.db, request.actor().accountId, request.params.accountId)),
  );

  const action = { config: { access: 'user' as const, rateLimit: { max: 60, timeWindow: 60_000 } } };
  app.post(
    '/api/partner/request',
    { ...action, schema: { tags, body: partnerRequestBodySchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await requestPartner(app.db, request.actor().accountId, request.body.accountId)),
  );
  app.delete(
    '/api/partner/request/:id',
    { ...action, schema: { tags, params: idParamSchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await cancelRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/request/:id/accept',
    { ...action, schema: { tags, params: idParamSchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await acceptRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/request/:id/decline',
    { ...action, schema: { tags, params: idParamSchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await declineRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/block',
    { ...action, schema: { tags, body: blockBodySchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await blockAccount(app.db, request.actor().accountId, request.body.accountId)),
  );
  app.delete(
    '/api/partner/block/:accountId',
    { ...action, schema: { tags, params: accountIdParamSchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await unblockAccount(app.db, request.actor().accountId, request.params.accountId)),
  );
  app.delete(
    '/api/partner/:accountId',
    { ...action, schema: { tags, params: accountIdParamSchema, response: { 200: partnerActionReplySchema } } },
    async (request) => ok(await disconnectPartner(app.db, request.actor().accountId, request.params.accountId)),
  );
};
