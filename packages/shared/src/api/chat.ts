import { endpoint } from '../endpoint.js';
import {
  chatInfoReplySchema,
  chatListQuerySchema,
  chatListReplySchema,
  chatMessageReplySchema,
  chatMessagesQuerySchema,
  chatMessagesReplySchema,
  chatReadReplySchema,
  chatSummaryReplySchema,
  sendChatMessageBodySchema,
} from '../schemas/chat.js';
import { idParamSchema } from '../schemas/common.js';

const tag = 'chat';

/** Chats and their messages; a sub-account session acts as the persona. */
export const chatApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/chat',
    summary: 'List my chats',
    tag,
    query: chatListQuerySchema,
    reply: chatListReplySchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/chat/summary',
    summary: 'Get my unread chat summary',
    tag,
    reply: chatSummaryReplySchema,
  }),
  markSeen: endpoint({
    method: 'PATCH',
    path: '/api/chat/summary',
    summary: 'Mark my chats as seen',
    tag,
    reply: chatSummaryReplySchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/chat/:id',
    summary: "List a chat's messages",
    tag,
    params: idParamSchema,
    query: chatMessagesQuerySchema,
    reply: chatMessagesReplySchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/chat/:id/info',
    summary: "Get a chat's header",
    tag,
    params: idParamSchema,
    reply: chatInfoReplySchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/chat',
    summary: 'Send a chat message',
    tag,
    body: sendChatMessageBodySchema,
    errors: ['CHAT_BLOCKED', 'CHAT_IDEA_UNAVAILABLE', 'CHAT_RECIPIENT_INVALID', 'CHAT_SEND_RATE_LIMITED', 'NOT_FOUND'],
    reply: chatMessageReplySchema,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/chat/:id/read',
    summary: 'Mark a chat as read',
    tag,
    params: idParamSchema,
    reply: chatReadReplySchema,
  }),
};
