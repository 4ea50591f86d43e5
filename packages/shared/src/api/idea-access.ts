import { endpoint } from '../endpoint.js';
import { idParamSchema, pageQuerySchema } from '../schemas/common.js';
import {
  ideaAccessGrantParamsSchema,
  ideaAccessLogReplySchema,
  ideaAccessRequestBodySchema,
  ideaAccessRequestListQuerySchema,
  ideaAccessRequestListReplySchema,
  ideaAccessRequestParamsSchema,
  ideaAccessRequestReplySchema,
  ideaAccessRevokeReplySchema,
} from '../schemas/idea-access.js';

const tag = 'idea-access';

/** Asking for, granting and watching access to the confidential part of an idea (docs/idea-protection.md). */
export const ideaAccessApi = {
  request: endpoint({
    method: 'POST',
    path: '/api/idea/:id/access-request',
    summary: "Ask for a confidential idea's details",
    tag,
    params: idParamSchema,
    body: ideaAccessRequestBodySchema,
    errors: [
      'IDEA_ACCESS_NOT_CONFIDENTIAL',
      'IDEA_ACCESS_OWN_IDEA',
      'IDEA_ACCESS_PENDING',
      'IDEA_ACCESS_ALREADY_GRANTED',
      'IDEA_ACCESS_TERMS_REQUIRED',
      'IDEA_ACCESS_COOLDOWN',
      'BLOCKED',
      'QUOTA_REACHED',
      'QUOTA_REACHED_UNVERIFIED',
    ],
    reply: ideaAccessRequestReplySchema,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/idea/:id/access-request/:requestId',
    summary: 'Withdraw my access request',
    tag,
    params: ideaAccessRequestParamsSchema,
    errors: ['IDEA_ACCESS_REQUEST_CLOSED'],
    reply: ideaAccessRequestReplySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/idea/:id/access-request',
    summary: 'List the access requests of my idea',
    tag,
    params: idParamSchema,
    query: ideaAccessRequestListQuerySchema,
    reply: ideaAccessRequestListReplySchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/idea/:id/access-request/:requestId/approve',
    summary: 'Approve an access request',
    tag,
    params: ideaAccessRequestParamsSchema,
    errors: ['IDEA_ACCESS_REQUEST_CLOSED', 'BLOCKED'],
    reply: ideaAccessRequestReplySchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/idea/:id/access-request/:requestId/decline',
    summary: 'Decline an access request',
    tag,
    params: ideaAccessRequestParamsSchema,
    errors: ['IDEA_ACCESS_REQUEST_CLOSED'],
    reply: ideaAccessRequestReplySchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/idea/:id/access/:accountId',
    summary: "Revoke a person's access to my idea",
    tag,
    params: ideaAccessGrantParamsSchema,
    errors: ['IDEA_ACCESS_NOT_GRANTED'],
    reply: ideaAccessRevokeReplySchema,
  }),
  log: endpoint({
    method: 'GET',
    path: '/api/idea/:id/access-log',
    summary: "Who read my idea's details",
    tag,
    params: idParamSchema,
    query: pageQuerySchema,
    reply: ideaAccessLogReplySchema,
  }),
};
