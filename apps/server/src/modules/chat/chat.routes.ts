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
import type { AppConfig } from '../../config/env';
import { mailAwayMembers } from './chat.mail';
import { publishMessage, publishRead, publishSummaries, registerChatSocket } from './chat.realtime';
import {
  acknowledgeChats,
  getChatInfo,
  getChatSummary,
  listChats,
  listMessages,
  markChatRead,
  sendMessage,
} from './chat.service';

/** Realtime fan-out after the reply's data is stored; a failure is logged, the stored message stays. */
const fanOut = (request: FastifyRequest, work: Promise<void>) =>
  void work.catch((err: unknown) => request.log.error({ err }, 'chat realtime fan-out failed'));

/**
 * Chat routes. Every route is open to sub-account sessions, which act as
 * the persona: they see and send only the persona's chats.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
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
    async (request) => ok(await listChats(app.db, request.actor(), request.query)),
  );

  app.get(
    '/api/chat/summary',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Get my unread chat summary', tags, response: { 200: chatSummaryReplySchema } },
    },
    async (request) => ok(await getChatSummary(app.db, actingAccountOf(request.actor()))),
  );

  // The chat page is open: its other tabs and devices lose the chat dot too.
  app.patch(
    '/api/chat/summary',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Mark my chats as seen', tags, response: { 200: chatSummaryReplySchema } },
    },
    async (request) => {
      const me = actingAccountOf(request.actor());
      const summary = await acknowledgeChats(app.db, me);
      fanOut(request, publishSummaries(app, [me]));
      return ok(summary);
    },
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
    async (request) => ok(await listMessages(app.db, request.actor(), request.params.id, request.query)),
  );

  app.get(
    '/api/chat/:id/info',
    {
      config: { access: 'subAccount' },
      schema: { summary: "Get a chat's header", tags, params: idParamSchema, response: { 200: chatInfoReplySchema } },
    },
    async (request) => ok(await getChatInfo(app.db, request.actor(), request.params.id)),
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
      const sent = await sendMessage(app.db, request.actor(), request.body);
      if (sent.isNew) {
        fanOut(request, publishMessage(app, sent));
        fanOut(
          request,
          mailAwayMembers(app, sent, config.publicUrl).then(() => undefined),
        );
      }
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
      const read = await markChatRead(app.db, request.actor(), request.params.id);
      fanOut(request, publishRead(app, read));
      return ok({ chatId: read.chatId, lastReadAt: read.lastReadAt });
    },
  );
};
