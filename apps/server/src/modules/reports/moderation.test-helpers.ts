import { Permission, type NotificationItem } from '@ideamatch/shared';
import { auditApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { api } from '../../test/api-client';
import type { TestApp } from '../../test/build-app';
import { createSession } from '../auth/session.service';
import { asAdmin, asSuperAdmin } from '../dashboard/dashboard.test-helpers';

export type Who = { headers: Record<string, string>; account: { id: string } };

/**
 * What the moderation tests ask of their app (`app()`, built in their beforeAll): staff, the
 * notifications, the audit log and the appeals.
 */
export function moderationHelpers(app: () => TestApp) {
  return {
    /** A staff member who may moderate ideas and decide reports. */
    moderator: () => asAdmin(app().database.db, [Permission.IdeaManage, Permission.ReportManage]),
    notesOf: async (who: Who) =>
      (
        await api(app())
          .as(who)
          .call(notificationApi.list, { query: { pageSize: 20 } })
      ).data.result as NotificationItem[],
    auditOf: async (ideaId: string) =>
      (
        await api(app())
          .as(await asSuperAdmin(app().database.db))
          .call(auditApi.list, { query: { targetType: 'idea', targetId: ideaId, pageSize: 50 } })
      ).data.result,
    /** A session of an account the test did not sign in itself (the staff member an appeal went to). */
    signedInAs: async (accountId: string): Promise<Who> => {
      const { token } = await createSession(app().database.db, { accountId });
      return { account: { id: accountId }, headers: { authorization: `Bearer ${token}` } };
    },
    appealsAs: async (who: Who) =>
      (
        await api(app())
          .as(who)
          .call(reportApi.appeals, { query: { pageSize: 50 } })
      ).data.result,
  };
}
