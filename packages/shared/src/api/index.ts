import type { Endpoint } from '../endpoint.js';
import { accountApi } from './account.js';
import { accountCenterApi } from './account-center.js';
import { authApi } from './auth.js';
import { chatApi } from './chat.js';
import { commentApi } from './comment.js';
import { engagementApi } from './engagement.js';
import {
  adminApi,
  auditApi,
  dashboardAccountApi,
  dashboardOverviewApi,
  ideaModerationApi,
  reportApi,
} from './dashboard.js';
import { healthApi } from './health.js';
import { ideaApi } from './idea.js';
import { ideaAccessApi } from './idea-access.js';
import { mailApi } from './mail.js';
import { matchingApi } from './matching.js';
import { notificationApi } from './notification.js';
import { partnerApi } from './partner.js';
import { proofApi } from './proof.js';
import { pushApi } from './push.js';
import { contentReportApi } from './report.js';
import { reviewApi } from './review.js';
import { storageApi } from './storage.js';

/**
 * Every endpoint of the API, by module. The server registers each exactly once and no API route
 * without one (`apps/server/src/app.contract.test.ts`). The web app imports a module's file, not
 * this one, so a page bundles only the contracts it calls.
 */
export const apiContracts = {
  auth: authApi,
  account: accountApi,
  idea: ideaApi,
  ideaAccess: ideaAccessApi,
  proof: proofApi,
  comment: commentApi,
  engagement: engagementApi,
  review: reviewApi,
  partner: partnerApi,
  matching: matchingApi,
  notification: notificationApi,
  chat: chatApi,
  storage: storageApi,
  accountCenter: accountCenterApi,
  health: healthApi,
  mail: mailApi,
  dashboardAccount: dashboardAccountApi,
  dashboardOverview: dashboardOverviewApi,
  admin: adminApi,
  audit: auditApi,
  report: reportApi,
  contentReport: contentReportApi,
  ideaModeration: ideaModerationApi,
  push: pushApi,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint as a list, each with the module and key it is known by (`idea.get`). */
export const allEndpoints = (): { name: string; endpoint: Endpoint }[] =>
  Object.entries(apiContracts).flatMap(([module, endpoints]) =>
    Object.entries(endpoints).map(([key, endpoint]) => ({ name: `${module}.${key}`, endpoint: endpoint as Endpoint })),
  );
