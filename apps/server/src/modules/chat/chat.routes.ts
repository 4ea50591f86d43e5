import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_LIMITS,
  chatInfoReplySchema,
  chatListQuerySchema,
  chatListReplySchema,
  chatMessageReplySchema,
  chatMessagesQuerySchema,
  chatMessagesReplySchema,
  chatReadReplySchema,
  chatSummaryReplySchema,
  idParamSchema,
  sendChatMessageBodySchema,
} from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { actingAccountOf } from './chat.policy';
import { publishMessage, publishRead, registerChatSocket } from './chat.realtime';
import { getChatInfo, getChatSummary, listChats, listMessages, markChatRead, sendMessage } from './chat.service';

const sessionOf = (request: FastifyRequest) => {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
};

/** Realtime fan-out after the reply's data is stored; a failure is logged, the stored message stays. */
const fanOut = (request: FastifyRequest, work: Promise<void>) =>
  void work.catch((err: unknown) => request.log.error({ err }, 'chat realtime fan-out failed'));

/**
 * Chat routes. Every route is open to sub-account sessions, which act as
 * the persona: they see and send only the persona's chats.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  registerChatSocket(app);

  app.get(
    '/api/chat',
    {
      config: { access: 'subAccount' },
      schema: {
        summary: 'List my chats',
        tags,
        querystring: chatListQuerySchema,
        response: { 200: chatListReplySchema },
      },
    },
    async (request) => ok(await listChats(app.db, sessionOf(request), request.query)),
  );

  app.get(
    '/api/chat/summary',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Get my unread chat summary', tags, response: { 200: chatSummaryReplySchema } },
    },
    async (request) => ok(await getChatSummary(app.db, actingAccountOf(sessionOf(request)))),
  );

  app.get(
    '/api/chat/:id',
    {
      config: { access: 'subAccount' },
      schema: {
        summary: "List a chat's messages",
        tags,
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesReplySchema },
      },
    },
    async (request) => ok(await listMessages(app.db, sessionOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/chat/:id/info',
    {
      config: { access: 'subAccount' },
      schema: { summary: "Get a chat's header", tags, params: idParamSchema, response: { 200: chatInfoReplySchema } },
    },
    async (request) => ok(await getChatInfo(app.db, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/chat',
    {
      config: {
        access: 'subAccount',
        // Keyed per acting account (the access hook has resolved the session by now), else per ip.
        rateLimit: {
          max: CHAT_LIMITS.sendMax,
          timeWindow: CHAT_LIMITS.sendWindowMs,
          keyGenerator: (request) => `chat-send:${request.session ? actingAccountOf(request.session) : request.ip}`,
          errorResponseBuilder: () => new AppError('CHAT_SEND_RATE_LIMITED'),
        },
      },
      schema: {
        summary: 'Send a chat message',
        tags,
        body: sendChatMessageBodySchema,
        response: { 200: chatMessageReplySchema },
      },
    },
    async (request) => {
      const sent = await sendMessage(app.db, sessionOf(request), request.body);
      if (sent.isNew) fanOut(request, publishMessage(app, sent));
      return ok(sent.message);
    },
  );

  app.patch(
    '/api/chat/:id/read',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Mark a chat as read', tags, params: idParamSchema, response: { 200: chatReadReplySchema } },
    },
    async (request) => {
      const read = await markChatRead(app.db, sessionOf(request), request.params.id);
      fanOut(request, publishRead(app, read));
      return ok({ chatId: read.chatId, lastReadAt: read.lastReadAt });
    },
  );
};
