import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Permission, TRUST } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';
import { asAdmin, call } from '../dashboard/dashboard.test-helpers';

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
    const res = await call(t, {
      method: 'POST',
      url: `/api/idea/${idea.id}/report`,
      headers: reporter.headers,
      payload: { reason: i === 0 ? 'notRelated' : 'spam' },
    });
    expect(res.statusCode).toBe(200);
  }
  return idea;
}

const moderation = (who: Who, ideaId: string) =>
  call(t, { method: 'GET', url: `/api/idea/${ideaId}/moderation`, headers: who.headers });
const appeal = (who: Who, ideaId: string, message: string) =>
  call(t, { method: 'POST', url: `/api/idea/${ideaId}/appeal`, headers: who.headers, payload: { message } });
const queue = async (who: Who) =>
  (await call(t, { method: 'GET', url: '/api/dashboard/report?pageSize=50', headers: who.headers })).json().data
    .result as { idea: { id: string }; appeal: { message: string } | null; reports: { id: string }[] }[];

describe('appeal of an idea hidden after reports', () => {
  it('the owner sees why the idea is hidden and appeals once; the appeal leads the queue', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await autoHiddenIdea(owner);
    const status = await moderation(owner, idea.id);
    expect(status.json().data).toMatchObject({
      isHiddenByReport: true,
      hiddenBy: 'reports',
      reasonCounts: { notRelated: 1, spam: 2, selfPurpose: 0 },
      canAppeal: true,
      appeal: null,
    });

    // Only the owner may read it or appeal.
    const stranger = await buildSignedIn(t.database.db);
    expect((await moderation(stranger, idea.id)).statusCode).toBe(403);
    expect((await appeal(stranger, idea.id, 'Please')).statusCode).toBe(403);

    const empty = await appeal(owner, idea.id, '   ');
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      details: [{ field: 'message', code: 'APPEAL_MESSAGE_REQUIRED' }],
    });

    // Another idea with newer reports is in the queue too; the appealed one still comes first.
    const sent = await appeal(owner, idea.id, 'It is a real shop; the reports came from a rival.');
    expect(sent.json()).toMatchObject({ statusCode: 200, data: { status: 'open' } });
    const other = await buildSignedIn(t.database.db);
    await autoHiddenIdea(other);

    const second = await appeal(owner, idea.id, 'Again');
    expect(second.json()).toMatchObject({ statusCode: 409, errorCode: 'APPEAL_ALREADY_SENT' });
    expect((await moderation(owner, idea.id)).json().data).toMatchObject({
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
    const decided = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${group.reports[0]!.id}`,
      headers: moderator.headers,
      payload: { status: 'dismissed', note: 'Reports were unfounded' },
    });
    expect(decided.statusCode).toBe(200);

    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}`, remoteAddress: randomIp() })).statusCode).toBe(
      200,
    );
    expect((await moderation(owner, idea.id)).json().data).toMatchObject({
      isHiddenByReport: false,
      canAppeal: false,
      appeal: { status: 'upheld', decisionNote: 'Reports were unfounded' },
    });
    const notes = (
      await call(t, { method: 'GET', url: '/api/notification?pageSize=20', headers: owner.headers })
    ).json().data.result as { type: number; payload: Record<string, unknown> }[];
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
    await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${group.reports[0]!.id}`,
      headers: moderator.headers,
      payload: { status: 'resolved', action: 'hide' },
    });
    expect((await moderation(owner, idea.id)).json().data).toMatchObject({
      isHiddenByReport: true,
      hiddenBy: 'moderator',
      canAppeal: false,
      appeal: { status: 'rejected' },
    });
    const notes = (
      await call(t, { method: 'GET', url: '/api/notification?pageSize=20', headers: owner.headers })
    ).json().data.result as { type: number; payload: Record<string, unknown> }[];
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
    expect((await appeal(owner, idea.id, 'Why?')).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'APPEAL_NOT_ALLOWED',
    });
    expect((await moderation(owner, idea.id)).json().data).toMatchObject({ isHiddenByReport: false, canAppeal: false });
  });
});
