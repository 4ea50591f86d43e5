import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Permission, type NotificationItem } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { auditApi, ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { asAdmin, asSuperAdmin } from '../dashboard/dashboard.test-helpers';
import { createSession } from '../auth/session.service';
import { notificationPush } from '../push/push.copy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Who = { headers: Record<string, string>; account: { id: string } };
const moderator = () => asAdmin(t.database.db, [Permission.IdeaManage, Permission.ReportManage]);
const notesOf = async (who: Who) =>
  (
    await api(t)
      .as(who)
      .call(notificationApi.list, { query: { pageSize: 20 } })
  ).data.result as NotificationItem[];
const auditOf = async (ideaId: string) =>
  (
    await api(t)
      .as(await asSuperAdmin(t.database.db))
      .call(auditApi.list, { query: { targetType: 'idea', targetId: ideaId, pageSize: 50 } })
  ).data.result;
/** A session of an account the test did not sign in itself (the staff member an appeal went to). */
const signedInAs = async (accountId: string): Promise<Who> => {
  const { token } = await createSession(t.database.db, { accountId });
  return { account: { id: accountId }, headers: { authorization: `Bearer ${token}` } };
};
const appealsAs = async (who: Who) =>
  (
    await api(t)
      .as(who)
      .call(reportApi.appeals, { query: { pageSize: 50 } })
  ).data.result;

describe('attack: a moderator hides an idea and the owner never hears why', () => {
  it('tells the owner the reason, lets them appeal once, and gives the appeal to someone else', async () => {
    const owner = await buildSignedIn(t.database.db, { language: 'TH' });
    const idea = await buildIdea(t.database.db, owner.account.id, { name: 'Night market stall' });
    const decider = await moderator();
    const reviewer = await asAdmin(t.database.db, [Permission.ReportManage]);

    const hidden = await api(t)
      .as(decider)
      .call(ideaModerationApi.update, {
        params: { id: idea.id },
        body: { isHidden: true, reason: 'spam', note: 'The same post in every category' },
      });
    expect(hidden.status).toBe(200);

    // The owner hears of it with the reason and the note; the moderator is not named.
    const [notice] = (await notesOf(owner)).filter((note) => note.type === NotificationType.ModerationDecision);
    expect(notice).toMatchObject({
      actionByAccount: null,
      payload: { action: 'hide', reason: 'spam', note: 'The same post in every category', ideaName: idea.name },
      target: { ideaId: idea.id },
    });
    // In the owner's language wherever the server words it (the push): Thai here.
    expect(notificationPush(notice!, 'TH').body).toBe('ผู้ดูแลซ่อน “Night market stall” เหตุผล: สแปม');
    expect(notificationPush(notice!, 'EN').body).toBe('A moderator hid “Night market stall”. Reason: spam');

    // The owner's page says a moderator hid it, why, and offers the appeal.
    const status = await api(t)
      .as(owner)
      .call(ideaApi.moderation, { params: { id: idea.id } });
    expect(status.data).toMatchObject({
      hiddenBy: 'moderator',
      decision: { reason: 'spam', note: 'The same post in every category' },
      canAppeal: true,
    });

    const appeal = (message: string, who: Who = owner) =>
      api(t)
        .as(who)
        .call(ideaApi.appeal, { params: { id: idea.id }, body: { message } });
    expect((await appeal('Not mine to appeal', await buildSignedIn(t.database.db))).status).toBe(403);
    const sent = await appeal('Each category is a different product line.');
    expect(sent.body).toMatchObject({ statusCode: 200, data: { status: 'open', appealed: 'moderator' } });
    expect((await appeal('Once more')).body).toMatchObject({ statusCode: 409, errorCode: 'APPEAL_ALREADY_SENT' });

    // The queue shows it assigned to a staff member other than the decider, who may not decide it.
    const seenByDecider = (await appealsAs(decider)).find((row) => row.idea.id === idea.id)!;
    expect(seenByDecider).toMatchObject({
      message: 'Each category is a different product line.',
      decision: { decidedBy: { id: decider.account.id }, reason: 'spam' },
      mayDecide: false,
    });
    expect(seenByDecider.assignedTo?.id).toBeDefined();
    expect(seenByDecider.assignedTo?.id).not.toBe(decider.account.id);
    expect(seenByDecider.assignedTo?.id).not.toBe(owner.account.id);
    const decideAs = (who: Who, outcome: 'upheld' | 'rejected') =>
      api(t)
        .as(who)
        .call(reportApi.decideAppeal, { params: { id: seenByDecider.id }, body: { outcome, note: 'Looked again' } });
    expect((await decideAs(decider, 'rejected')).body).toMatchObject({
      statusCode: 403,
      errorCode: 'APPEAL_OWN_DECISION',
    });

    const upheld = await decideAs(reviewer, 'upheld');
    expect(upheld.body).toMatchObject({ statusCode: 200, data: { status: 'upheld', decisionNote: 'Looked again' } });
    expect((await decideAs(reviewer, 'rejected')).body).toMatchObject({ errorCode: 'APPEAL_ALREADY_DECIDED' });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);
    expect(await notesOf(owner)).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealDecision,
        payload: expect.objectContaining({ outcome: 'upheld' }),
      }),
    );

    // Every decision and the appeal are in the audit log, with who acted.
    const audit = await auditOf(idea.id);
    const entry = (action: string) => audit.find((row) => row.action === action);
    expect(entry('idea.hide')).toMatchObject({
      actor: { id: decider.account.id },
      after: { reason: 'spam' },
      note: 'The same post in every category',
    });
    expect(entry('idea.appeal')).toMatchObject({
      actor: { id: owner.account.id },
      note: 'Each category is a different product line.',
    });
    expect(entry('idea.appealUpheld')).toMatchObject({ actor: { id: reviewer.account.id } });
    expect(entry('idea.unhide')).toMatchObject({ actor: { id: reviewer.account.id } });
  });

  it('a warning and a delete tell the owner too, with their reasons, and are audited', async () => {
    const owner = await buildSignedIn(t.database.db);
    const warned = await buildIdea(t.database.db, owner.account.id, { name: 'Loud flyer' });
    const deleted = await buildIdea(t.database.db, owner.account.id, { name: 'Copied plan' });
    const staff = await moderator();

    const noReason = await api(t)
      .as(staff)
      .send(ideaModerationApi.warn, { params: { id: warned.id }, body: { note: 'No reason given' } });
    expect(noReason.status).toBe(400);
    const warning = await api(t)
      .as(staff)
      .call(ideaModerationApi.warn, {
        params: { id: warned.id },
        body: { reason: 'selfPurpose', note: 'Tone down the ads' },
      });
    expect(warning.status).toBe(200);
    // A warning leaves the idea as it is.
    expect((await api(t).call(ideaApi.get, { params: { id: warned.id } })).status).toBe(200);

    const removed = await api(t)
      .as(staff)
      .call(ideaModerationApi.delete, { params: { id: deleted.id }, body: { reason: 'copiedIdea' } });
    expect(removed.status).toBe(200);

    const notes = (await notesOf(owner)).filter((note) => note.type === NotificationType.ModerationDecision);
    expect(notes).toContainEqual(
      expect.objectContaining({
        payload: expect.objectContaining({ action: 'warn', reason: 'selfPurpose', note: 'Tone down the ads' }),
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ action: 'delete', reason: 'copiedIdea' }) }),
    );
    expect((await auditOf(warned.id)).map((row) => row.action)).toContain('idea.warn');
    expect(await auditOf(deleted.id)).toContainEqual(
      expect.objectContaining({ action: 'idea.delete', after: expect.objectContaining({ reason: 'copiedIdea' }) }),
    );

    // A client of the previous release deletes without a body, and still can.
    const old = await buildIdea(t.database.db, owner.account.id);
    const bodiless = await api(t)
      .as(staff)
      .call(ideaModerationApi.delete, { params: { id: old.id } });
    expect(bodiless.status, bodiless.raw.payload).toBe(200);
  });

  it('hiding from the report queue tells the owner the most reported reason', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id);
    for (const reason of ['hate', 'harassment', 'harassment'] as const) {
      const reporter = await buildSignedIn(t.database.db, { createdAt: daysAgo(2) });
      await api(t)
        .as(reporter)
        .call(ideaApi.report, { params: { id: idea.id }, body: { reason } });
    }
    const staff = await moderator();
    const group = (
      await api(t)
        .as(staff)
        .call(reportApi.list, { query: { pageSize: 50 } })
    ).data.result.find((row) => row.idea.id === idea.id)!;
    const decided = await api(t)
      .as(staff)
      .call(reportApi.decide, { params: { id: group.reports[0]!.id }, body: { status: 'resolved', action: 'hide' } });
    expect(decided.status).toBe(200);
    expect(await notesOf(owner)).toContainEqual(
      expect.objectContaining({
        type: NotificationType.ModerationDecision,
        payload: expect.objectContaining({ action: 'hide', reason: 'harassment' }),
      }),
    );
  });
});

describe('attack: a moderator deletes an idea and the owner can neither see why nor appeal', () => {
  const deleteAs = (who: Who, ideaId: string) =>
    api(t)
      .as(who)
      .call(ideaModerationApi.delete, {
        params: { id: ideaId },
        body: { reason: 'copiedIdea', note: 'Word for word another member’s plan' },
      });
  const moderationOf = (who: Who, ideaId: string) =>
    api(t)
      .as(who)
      .call(ideaApi.moderation, { params: { id: ideaId } });

  it('the owner sees why on the idea’s page and appeals; the reviewer is notified; upholding restores it', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id, { name: 'Durian chips from Chanthaburi' });
    const decider = await moderator();
    const reviewer = await asAdmin(t.database.db, [Permission.ReportManage]);
    expect((await deleteAs(decider, idea.id)).status).toBe(200);

    // Gone for everyone, but its owner's notice opens the page, which says why and offers the appeal.
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(404);
    const [notice] = (await notesOf(owner)).filter((note) => note.type === NotificationType.ModerationDecision);
    expect(notice).toMatchObject({ payload: { action: 'delete' }, target: { ideaId: idea.id, isAvailable: true } });
    expect((await moderationOf(owner, idea.id)).data).toMatchObject({
      isDeletedByModerator: true,
      isHiddenByReport: false,
      decision: { reason: 'copiedIdea', note: 'Word for word another member’s plan' },
      canAppeal: true,
      appeal: null,
    });
    expect((await moderationOf(await buildSignedIn(t.database.db), idea.id)).status).toBe(403);

    const sent = await api(t)
      .as(owner)
      .call(ideaApi.appeal, {
        params: { id: idea.id },
        body: { message: 'I wrote it first; here is my dated draft.' },
      });
    expect(sent.body).toMatchObject({ statusCode: 200, data: { status: 'open', appealed: 'moderator' } });
    expect((await moderationOf(owner, idea.id)).data).toMatchObject({ canAppeal: false, appeal: { status: 'open' } });

    // The staff member it is assigned to (not the decider) hears of it, and the alert opens the appeals.
    const row = (await appealsAs(decider)).find((appeal) => appeal.idea.id === idea.id)!;
    expect(row).toMatchObject({ mayDecide: false, decision: { decidedBy: { id: decider.account.id } } });
    expect(row.assignedTo!.id).not.toBe(decider.account.id);
    expect(await notesOf(await signedInAs(row.assignedTo!.id))).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealAssigned,
        actionByAccount: expect.objectContaining({ id: owner.account.id }),
        payload: { ideaName: idea.name },
        target: expect.objectContaining({ ideaId: idea.id, isAvailable: true }),
      }),
    );
    expect(await notesOf(decider)).not.toContainEqual(
      expect.objectContaining({ type: NotificationType.AppealAssigned }),
    );

    const upheld = await api(t)
      .as(reviewer)
      .call(reportApi.decideAppeal, {
        params: { id: row.id },
        body: { outcome: 'upheld', note: 'The draft predates it' },
      });
    expect(upheld.body).toMatchObject({ statusCode: 200, data: { status: 'upheld' } });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);
    expect(await notesOf(owner)).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealDecision,
        payload: expect.objectContaining({ outcome: 'upheld', action: 'delete', note: 'The draft predates it' }),
      }),
    );
    const audit = await auditOf(idea.id);
    expect(audit.find((entry) => entry.action === 'idea.restore')).toMatchObject({
      actor: { id: reviewer.account.id },
    });
    expect(audit.find((entry) => entry.action === 'idea.appealUpheld')).toMatchObject({
      actor: { id: reviewer.account.id },
    });
  });

  it('the assigned reviewer’s alert reads in their language and opens the dashboard’s appeals', async () => {
    const owner = await buildSignedIn(t.database.db, { username: `appealer${Date.now()}` });
    const idea = await buildIdea(t.database.db, owner.account.id, { name: 'Khao soi kit' });
    const decider = await moderator();
    await asAdmin(t.database.db, [Permission.ReportManage]);
    await deleteAs(decider, idea.id);
    await api(t)
      .as(owner)
      .call(ideaApi.appeal, { params: { id: idea.id }, body: { message: 'Please look again.' } });
    const row = (await appealsAs(decider)).find((appeal) => appeal.idea.id === idea.id)!;
    const item = (await notesOf(await signedInAs(row.assignedTo!.id))).find(
      (note) => note.type === NotificationType.AppealAssigned && note.target.ideaId === idea.id,
    )!;
    const push = notificationPush(item, 'EN');
    expect(push.body).toBe(
      `${displayName(owner.account)} appealed the decision on “Khao soi kit”, and you are assigned to review it`,
    );
    expect(push.link).toBe('/dashboard/report?kind=appeals');
    expect(notificationPush(item, 'TH').body).toContain('คุณได้รับมอบหมายให้พิจารณา');
  });

  it('a deletion that answered the owner’s appeal is not appealed again; an idea its owner deleted has no notice', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id);
    const decider = await moderator();
    await api(t)
      .as(decider)
      .call(ideaModerationApi.update, { params: { id: idea.id }, body: { isHidden: true, reason: 'spam' } });
    await api(t)
      .as(owner)
      .call(ideaApi.appeal, { params: { id: idea.id }, body: { message: 'It is not spam.' } });
    // Another moderator rejects the appeal by deleting the idea.
    expect((await deleteAs(await moderator(), idea.id)).status).toBe(200);
    expect((await moderationOf(owner, idea.id)).data).toMatchObject({
      isDeletedByModerator: true,
      canAppeal: false,
      appeal: { status: 'rejected' },
    });
    expect(
      (
        await api(t)
          .as(owner)
          .call(ideaApi.appeal, { params: { id: idea.id }, body: { message: 'Again' } })
      ).body,
    ).toMatchObject({ statusCode: 409, errorCode: 'APPEAL_NOT_ALLOWED' });

    const own = await buildIdea(t.database.db, owner.account.id);
    expect(
      (
        await api(t)
          .as(owner)
          .call(ideaApi.delete, { params: { id: own.id } })
      ).status,
    ).toBe(200);
    expect((await moderationOf(owner, own.id)).status).toBe(404);
  });

  it('a warning can be appealed once too; upholding withdraws it and the idea is left as it was', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id, { name: 'Som tam stall' });
    const decider = await moderator();
    const reviewer = await asAdmin(t.database.db, [Permission.ReportManage]);
    expect((await moderationOf(owner, idea.id)).data).toMatchObject({ isWarnedByModerator: false, canAppeal: false });
    await api(t)
      .as(decider)
      .call(ideaModerationApi.warn, {
        params: { id: idea.id },
        body: { reason: 'selfPurpose', note: 'Fewer ads, please' },
      });

    expect((await moderationOf(owner, idea.id)).data).toMatchObject({
      isWarnedByModerator: true,
      isDeletedByModerator: false,
      isHiddenByReport: false,
      decision: { reason: 'selfPurpose', note: 'Fewer ads, please' },
      canAppeal: true,
    });
    const sent = await api(t)
      .as(owner)
      .call(ideaApi.appeal, { params: { id: idea.id }, body: { message: 'These are my own products.' } });
    expect(sent.body).toMatchObject({ statusCode: 200, data: { appealed: 'moderator', action: 'warn' } });
    const row = (await appealsAs(decider)).find((appeal) => appeal.idea.id === idea.id)!;
    expect(row).toMatchObject({ action: 'warn', decision: { reason: 'selfPurpose' } });

    const upheld = await api(t)
      .as(reviewer)
      .call(reportApi.decideAppeal, { params: { id: row.id }, body: { outcome: 'upheld' } });
    expect(upheld.body).toMatchObject({ statusCode: 200, data: { status: 'upheld' } });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);
    expect((await moderationOf(owner, idea.id)).data).toMatchObject({
      isWarnedByModerator: true,
      canAppeal: false,
      appeal: { status: 'upheld', action: 'warn' },
    });
    expect(await notesOf(owner)).toContainEqual(
      expect.objectContaining({
        type: NotificationType.AppealDecision,
        payload: expect.objectContaining({ outcome: 'upheld', action: 'warn' }),
      }),
    );
    expect(
      (
        await api(t)
          .as(owner)
          .call(ideaApi.appeal, { params: { id: idea.id }, body: { message: 'Again' } })
      ).body,
    ).toMatchObject({ statusCode: 409, errorCode: 'APPEAL_ALREADY_SENT' });
  });
});
