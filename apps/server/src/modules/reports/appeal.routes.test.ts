import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Permission, TRUST } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { asAdmin } from '../dashboard/dashboard.test-helpers';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { reportApi } from '@ideamatch/shared/api/dashboard';
import { notificationApi } from '@ideamatch/shared/api/notification';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };

/** An idea of `owner` hidden by the reports threshold: members report it, each from their own address. */
async function autoHiddenIdea(owner: Who & { account: { id: string } }, name = `Appealed ${Date.now()}`) {
  const idea = await buildIdea(t.database.db, owner.account.id, { name });
  for (let i = 0; i < TRUST.autoHideReporters; i += 1) {
    const reporter = await buildSignedIn(t.database.db, { createdAt: daysAgo(2) });
    const res = await api(t)
      .as(reporter)
      .call(ideaApi.report, { params: { id: idea.id }, body: { reason: i === 0 ? 'notRelated' : 'spam' } });
    expect(res.status).toBe(200);
  }
  return idea;
}

const moderation = (who: Who, ideaId: string) =>
  api(t)
    .as(who)
    .call(ideaApi.moderation, { params: { id: ideaId } });
const appeal = (who: Who, ideaId: string, message: string) =>
  api(t)
    .as(who)
    .call(ideaApi.appeal, { params: { id: ideaId }, body: { message } });
const queue = async (who: Who) =>
  (
    await api(t)
      .as(who)
      .call(reportApi.list, { query: { pageSize: 50 } })
  ).data.result as { idea: { id: string }; appeal: { message: string } | null; reports: { id: string }[] }[];

describe('appeal of an idea hidden after reports', () => {
  it('the owner sees why the idea is hidden and appeals once; the appeal leads the queue', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await autoHiddenIdea(owner);
    const status = await moderation(owner, idea.id);
    expect(status.data).toMatchObject({
      isHiddenByReport: true,
      hiddenBy: 'reports',
      reasonCounts: { notRelated: 1, spam: 2, selfPurpose: 0 },
      canAppeal: true,
      appeal: null,
    });

    // Only the owner may read it or appeal.
    const stranger = await buildSignedIn(t.database.db);
    expect((await moderation(stranger, idea.id)).status).toBe(403);
    expect((await appeal(stranger, idea.id, 'Please')).status).toBe(403);

    const empty = await appeal(owner, idea.id, '   ');
    expect(empty.body).toMatchObject({
      statusCode: 400,
      details: [{ field: 'message', code: 'APPEAL_MESSAGE_REQUIRED' }],
    });

    // Another idea with newer reports is in the queue too; the appealed one still comes first.
    const sent = await appeal(owner, idea.id, 'It is a real shop; the reports came from a rival.');
    expect(sent.body).toMatchObject({ statusCode: 200, data: { status: 'open' } });
    const other = await buildSignedIn(t.database.db);
    await autoHiddenIdea(other);

    const second = await appeal(owner, idea.id, 'Again');
    expect(second.body).toMatchObject({ statusCode: 409, errorCode: 'APPEAL_ALREADY_SENT' });
    expect((await moderation(owner, idea.id)).data).toMatchObject({
      canAppeal: false,
      appeal: { status: 'open' },
    });

    const moderator = await asAdmin(t.database.db, [Permission.ReportManage]);
    const [first] = await queue(moderator);
    expect(first).toMatchObject({
      idea: { id: idea.id },
      appeal: { message: 'It is a real shop; the reports came from a rival.' },
    });
  });

  it('dismissing the reports upholds the appeal: the idea is shown again and the owner is told', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await autoHiddenIdea(owner);
    await appeal(owner, idea.id, 'Not spam.');
    const moderator = await asAdmin(t.database.db, [Permission.ReportManage]);
    const group = (await queue(moderator)).find((row) => row.idea.id === idea.id)!;
    const decided = await api(t)
      .as(moderator)
      .call(reportApi.decide, {
        params: { id: group.reports[0]!.id },
        body: { status: 'dismissed', note: 'Reports were unfounded' },
      });
    expect(decided.status).toBe(200);

    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);
    expect((await moderation(owner, idea.id)).data).toMatchObject({
      isHiddenByReport: false,
      canAppeal: false,
      appeal: { status: 'upheld', decisionNote: 'Reports were unfounded' },
    });
    const notes = (
      await api(t)
        .as(owner)
        .call(notificationApi.list, { query: { pageSize: 20 } })
    ).data.result as { type: number; payload: Record<string, unknown> }[];
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealDecision,
        payload: expect.objectContaining({ outcome: 'upheld', ideaName: idea.name, note: 'Reports were unfounded' }),
      }),
    );
  });

  it('hiding the idea on the reports rejects the appeal and tells the owner', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await autoHiddenIdea(owner);
    await appeal(owner, idea.id, 'Please look again.');
    const moderator = await asAdmin(t.database.db, [Permission.ReportManage]);
    const group = (await queue(moderator)).find((row) => row.idea.id === idea.id)!;
    await api(t)
      .as(moderator)
      .call(reportApi.decide, { params: { id: group.reports[0]!.id }, body: { status: 'resolved', action: 'hide' } });
    expect((await moderation(owner, idea.id)).data).toMatchObject({
      isHiddenByReport: true,
      hiddenBy: 'moderator',
      canAppeal: false,
      appeal: { status: 'rejected' },
    });
    const notes = (
      await api(t)
        .as(owner)
        .call(notificationApi.list, { query: { pageSize: 20 } })
    ).data.result as { type: number; payload: Record<string, unknown> }[];
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealDecision,
        payload: expect.objectContaining({ outcome: 'rejected' }),
      }),
    );
  });

  it('an idea that reports did not hide cannot be appealed', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id);
    expect((await appeal(owner, idea.id, 'Why?')).body).toMatchObject({
      statusCode: 409,
      errorCode: 'APPEAL_NOT_ALLOWED',
    });
    expect((await moderation(owner, idea.id)).data).toMatchObject({ isHiddenByReport: false, canAppeal: false });
  });
});
