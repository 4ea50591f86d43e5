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
    {
      ...list,
      schema: {
        summary: 'List my partners',
        tags,
        querystring: partnerListQuerySchema,
        response: { 200: partnerListReplySchema },
      },
    },
    async (request) => ok(await listPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/search',
    {
      ...list,
      schema: {
        summary: 'Search people to partner with',
        tags,
        querystring: partnerListQuerySchema,
        response: { 200: partnerListReplySchema },
      },
    },
    async (request) => ok(await searchPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/suggested',
    {
      ...list,
      schema: {
        summary: 'List suggested partners',
        tags,
        querystring: partnerSuggestionQuerySchema,
        response: { 200: partnerSuggestionReplySchema },
      },
    },
    async (request) => ok(await suggestPartners(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/request',
    {
      ...list,
      schema: {
        summary: 'List my partner requests',
        tags,
        querystring: partnerRequestQuerySchema,
        response: { 200: partnerRequestListReplySchema },
      },
    },
    async (request) => ok(await listRequests(app.db, request.actor().accountId, request.query)),
  );
  app.get(
    '/api/partner/relation/:accountId',
    {
      ...list,
      schema: {
        summary: 'Get my partner relation with a person',
        tags,
        params: accountIdParamSchema,
        response: { 200: partnerRelationReplySchema },
      },
    },
    async (request) => ok(await relationWith(app.db, request.actor().accountId, request.params.accountId)),
  );

  const action = { config: { access: 'user' as const, rateLimit: { max: 60, timeWindow: 60_000 } } };
  app.post(
    '/api/partner/request',
    {
      ...action,
      schema: {
        summary: 'Send a partner request',
        tags,
        body: partnerRequestBodySchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await requestPartner(app.db, request.actor().accountId, request.body.accountId)),
  );
  app.delete(
    '/api/partner/request/:id',
    {
      ...action,
      schema: {
        summary: 'Cancel my partner request',
        tags,
        params: idParamSchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await cancelRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/request/:id/accept',
    {
      ...action,
      schema: {
        summary: 'Accept a partner request',
        tags,
        params: idParamSchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await acceptRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/request/:id/decline',
    {
      ...action,
      schema: {
        summary: 'Decline a partner request',
        tags,
        params: idParamSchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await declineRequest(app.db, request.actor().accountId, request.params.id)),
  );
  app.post(
    '/api/partner/block',
    {
      ...action,
      schema: { summary: 'Block a person', tags, body: blockBodySchema, response: { 200: partnerActionReplySchema } },
    },
    async (request) => ok(await blockAccount(app.db, request.actor().accountId, request.body.accountId)),
  );
  app.delete(
    '/api/partner/block/:accountId',
    {
      ...action,
      schema: {
        summary: 'Unblock a person',
        tags,
        params: accountIdParamSchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await unblockAccount(app.db, request.actor().accountId, request.params.accountId)),
  );
  app.delete(
    '/api/partner/:accountId',
    {
      ...action,
      schema: {
        summary: 'Remove a partner',
        tags,
        params: accountIdParamSchema,
        response: { 200: partnerActionReplySchema },
      },
    },
    async (request) => ok(await disconnectPartner(app.db, request.actor().accountId, request.params.accountId)),
  );
};
