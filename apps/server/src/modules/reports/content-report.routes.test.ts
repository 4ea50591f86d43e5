import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Permission } from '@ideamatch/shared';
import { comments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../../test/factories';
import { createSession } from '../auth/session.service';
import { asAdmin } from '../dashboard/dashboard.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { ideaApi } from '@ideamatch/shared/api/idea';

type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof buildSignedIn>>;

let t: TestApp;
let author: Signed;
let reader: Signed;
let commentId: string;

beforeEach(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  author = await buildSignedIn(db, { firstName: 'Author' });
  reader = await buildSignedIn(db, { firstName: 'Reader' });
  const idea = await buildIdea(db, author.account.id, { name: 'Durian delivery' });
  const [comment] = await db
    .insert(comments)
    .values({ ideaId: idea.id, authorAccountId: author.account.id, text: 'Buy followers at my site!' })
    .returning();
  commentId = comment!.id;
});
afterEach(() => t.close());

const reportComment = (headers: Headers | undefined, body: object, id = commentId) =>
  api(t).send(contentReportApi.reportComment, { params: { id }, body, headers });
const reportPerson = (headers: Headers | undefined, id: string, body: object) =>
  api(t).send(contentReportApi.reportAccount, { params: { id }, body, headers });

/** A session of `owner` acting as a new persona of theirs. */
async function personaOf(owner: Signed): Promise<{ id: string; headers: Headers }> {
  const persona = await buildAccount(t.database.db, { ownerAccountId: owner.account.id, email: null });
  const { token } = await createSession(t.database.db, { accountId: owner.account.id, subAccountId: persona.id });
  return { id: persona.id, headers: { authorization: `Bearer ${token}` } };
}

describe('reporting a comment', () => {
  it('takes a report once per person: a repeat answers 409 with a clear code and message', async () => {
    const first = await reportComment(reader.headers, { reason: 'spam' });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ id: expect.any(String) });

    const again = await reportComment(reader.headers, { reason: 'harassment' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'COMMENT_ALREADY_REPORTED',
      message: 'You have already reported this comment.',
    });
  });

  it('asks for a text with "other", caps it at 500 characters and refuses unknown reasons', async () => {
    const bare = await reportComment(reader.headers, { reason: 'other' });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([expect.objectContaining({ field: 'detail', code: 'REPORT_DETAIL_REQUIRED' })]);
    const blank = await reportComment(reader.headers, { reason: 'other', detail: '   ' });
    expect(blank.body.details).toEqual([expect.objectContaining({ code: 'REPORT_DETAIL_REQUIRED' })]);
    const long = await reportComment(reader.headers, { reason: 'scamOrFraud', detail: 'x'.repeat(501) });
    expect(long.body.details).toEqual([expect.objectContaining({ code: 'REPORT_DETAIL_TOO_LONG' })]);
    expect((await reportComment(reader.headers, { reason: 'rude' })).status).toBe(400);

    const told = await reportComment(reader.headers, { reason: 'other', detail: 'Links to a phishing page' });
    expect(told.status).toBe(200);
  });

  it('refuses your own comment, a deleted or unknown one, and a visitor', async () => {
    const own = await reportComment(author.headers, { reason: 'spam' });
    expect(own.status).toBe(400);
    expect(own.body.errorCode).toBe('CANNOT_REPORT_YOURSELF');
    expect((await reportComment(undefined, { reason: 'spam' })).status).toBe(401);
    expect((await reportComment(reader.headers, { reason: 'spam' }, crypto.randomUUID())).status).toBe(404);
    await t.database.db.update(comments).set({ isDeleted: true }).where(eq(comments.id, commentId));
    expect((await reportComment(reader.headers, { reason: 'spam' })).status).toBe(404);
  });
});

describe('reporting a person', () => {
  it('takes a report once per person and target; a repeat answers 409', async () => {
    const first = await reportPerson(reader.headers, author.account.id, {
      reason: 'scamOrFraud',
      detail: 'Asked for a deposit',
    });
    expect(first.status).toBe(200);
    const again = await reportPerson(reader.headers, author.account.id, { reason: 'harassment' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'PERSON_ALREADY_REPORTED',
      message: 'You have already reported this person.',
    });
    // A persona of the reported person is its own target.
    const authorShop = await personaOf(author);
    expect((await reportPerson(reader.headers, authorShop.id, { reason: 'spam' })).status).toBe(200);
  });

  it('refuses yourself (and your personas), a deactivated or unknown account', async () => {
    const persona = await personaOf(reader);
    expect((await reportPerson(reader.headers, reader.account.id, { reason: 'spam' })).body.errorCode).toBe(
      'CANNOT_REPORT_YOURSELF',
    );
    expect((await reportPerson(reader.headers, persona.id, { reason: 'spam' })).body.errorCode).toBe(
      'CANNOT_REPORT_YOURSELF',
    );
    const gone = await buildAccount(t.database.db, { isDeactivated: true });
    expect((await reportPerson(reader.headers, gone.id, { reason: 'spam' })).status).toBe(404);
    expect((await reportPerson(reader.headers, crypto.randomUUID(), { reason: 'spam' })).status).toBe(404);
  });
});

describe('reporting an idea', () => {
  it('takes the wider reasons, asks for a text with "other", and answers a repeat with 409', async () => {
    const idea = await buildIdea(t.database.db, author.account.id);
    const report = (body: object) =>
      api(t)
        .as(reader)
        .send(ideaApi.report, { params: { id: idea.id }, body });
    expect((await report({ reason: 'other' })).body.details).toEqual([
      expect.objectContaining({ field: 'detail', code: 'REPORT_DETAIL_REQUIRED' }),
    ]);
    expect((await report({ reason: 'copiedIdea', detail: 'Same as my idea from March' })).status).toBe(200);
    const again = await report({ reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('IDEA_ALREADY_REPORTED');
  });
});

describe('the dashboard queue of comment and person reports', () => {
  const queue = (headers: Headers, query: QueryOf<typeof contentReportApi.list> = {}) =>
    api(t).call(contentReportApi.list, { query, headers });
  const decide = (headers: Headers, id: string, body: object) =>
    api(t).send(contentReportApi.decide, { params: { id }, body, headers });

  it('shows each report with its reason, text, reporter and target, newest first', async () => {
    const moderator = await asAdmin(t.database.db, [Permission.ReportManage]);
    await reportComment(reader.headers, { reason: 'other', detail: 'Spam link' });
    await reportPerson(reader.headers, author.account.id, { reason: 'harassment', detail: 'Insults in chat' });

    const all = await queue(moderator.headers);
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ totalItems: 2 });
    const [person, comment] = all.data.result;
    expect(person).toMatchObject({
      targetType: 'account',
      reason: 'harassment',
      detail: 'Insults in chat',
      status: 'open',
      reporter: { id: reader.account.id, firstName: 'Reader' },
      account: { id: author.account.id, isDeactivated: false },
      comment: null,
    });
    expect(comment).toMatchObject({
      targetType: 'comment',
      reason: 'other',
      detail: 'Spam link',
      account: { id: author.account.id },
      comment: { id: commentId, text: 'Buy followers at my site!', ideaName: 'Durian delivery', isDeleted: false },
    });
    const onlyComments = await queue(moderator.headers, { targetType: 'comment' });
    expect(onlyComments.data.result.map((row) => row.targetType)).toEqual(['comment']);
  });

  it('dismisses every open report on the same person at once, and a second decision answers 409', async () => {
    const moderator = await asAdmin(t.database.db, [Permission.ReportManage]);
    const other = await buildSignedIn(t.database.db);
    const first = (await reportPerson(reader.headers, author.account.id, { reason: 'spam' })).data.id;
    await reportPerson(other.headers, author.account.id, { reason: 'hate' });
    await reportComment(reader.headers, { reason: 'spam' });

    const dismissed = await decide(moderator.headers, first, { status: 'dismissed', note: 'Nothing wrong' });
    expect(dismissed.data).toEqual({ decidedCount: 2 });
    expect((await queue(moderator.headers)).data.result.map((row) => row.targetType)).toEqual(['comment']);
    expect((await queue(moderator.headers, { status: 'dismissed' })).data.result[0]).toMatchObject({
      decisionNote: 'Nothing wrong',
      decidedBy: { id: moderator.account.id },
    });
    const again = await decide(moderator.headers, first, { status: 'resolved' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('REPORT_ALREADY_DECIDED');
  });

  it('resolves a comment report by deleting the comment', async () => {
    const moderator = await asAdmin(t.database.db, [Permission.ReportManage, Permission.IdeaManage]);
    const id = (await reportComment(reader.headers, { reason: 'spam' })).data.id;
    const resolved = await decide(moderator.headers, id, { status: 'resolved', action: 'deleteComment' });
    expect(resolved.data).toEqual({ decidedCount: 1 });
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row!.isDeleted).toBe(true);
    expect((await queue(moderator.headers, { status: 'resolved' })).data.result[0]).toMatchObject({
      actionTaken: 'deleteComment',
      comment: { isDeleted: true, text: '' },
    });
  });

  it('is for staff with the report permission only', async () => {
    const ideaStaff = await asAdmin(t.database.db, [Permission.IdeaManage]);
    expect((await queue(ideaStaff.headers)).status).toBe(403);
    expect((await queue(reader.headers)).status).toBe(403);
  });
});
