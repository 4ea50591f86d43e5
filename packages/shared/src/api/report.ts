import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  contentReportDecisionReplySchema,
  contentReportDecisionSchema,
  contentReportListQuerySchema,
  contentReportListReplySchema,
} from '../schemas/dashboard-moderation.js';
import { ideaReportReplySchema, reportBodySchema } from '../schemas/idea.js';

/**
 * Reports on comments and people (ideas are reported through `ideaApi.report`), once per person and
 * target, and the dashboard's queue of them.
 */
export const contentReportApi = {
  reportComment: endpoint({
    method: 'POST',
    path: '/api/comment/:id/report',
    summary: 'Report a comment',
    tag: 'comment',
    params: idParamSchema,
    body: reportBodySchema,
    errors: ['CANNOT_REPORT_YOURSELF', 'COMMENT_ALREADY_REPORTED', 'QUOTA_REACHED', 'QUOTA_REACHED_UNVERIFIED'],
    reply: ideaReportReplySchema,
  }),
  reportAccount: endpoint({
    method: 'POST',
    path: '/api/account/:id/report',
    summary: 'Report a person',
    tag: 'account',
    params: idParamSchema,
    body: reportBodySchema,
    errors: ['CANNOT_REPORT_YOURSELF', 'PERSON_ALREADY_REPORTED', 'QUOTA_REACHED', 'QUOTA_REACHED_UNVERIFIED'],
    reply: ideaReportReplySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/content-report',
    summary: 'List reports on comments and people',
    tag: 'dashboard',
    query: contentReportListQuerySchema,
    reply: contentReportListReplySchema,
  }),
  decide: endpoint({
    method: 'PATCH',
    path: '/api/dashboard/content-report/:id',
    summary: 'Decide a report on a comment or a person',
    tag: 'dashboard',
    params: idParamSchema,
    body: contentReportDecisionSchema,
    errors: ['REPORT_ALREADY_DECIDED'],
    reply: contentReportDecisionReplySchema,
  }),
};
