import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Permission } from '@ideamatch/shared';
import { ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { asAdmin } from '../dashboard/dashboard.test-helpers';
import { notificationPush } from '../push/push.copy';
import { moderationHelpers, type Who } from './moderation.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { moderator, notesOf, auditOf, appealsAs } = moderationHelpers(() => t);

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
