import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Permission } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { asAdmin } from '../dashboard/dashboard.test-helpers';
import { notificationPush } from '../push/push.copy';
import { moderationHelpers, type Who } from './moderation.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { moderator, notesOf, auditOf, appealsAs, signedInAs } = moderationHelpers(() => t);

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
