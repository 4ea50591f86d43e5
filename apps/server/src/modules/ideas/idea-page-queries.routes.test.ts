import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, ideaAchievements, ideaAttachments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeaUploads, buildSignedIn } from '../../test/factories';
import { api } from '../../test/api-client';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { reviewApi } from '@ideamatch/shared/api/review';

/**
 * How many statements the idea page costs: the detail (with the view it counts), its comments and
 * its reviews, as a signed-in person other than the owner opens them. Statements are heard as
 * drizzle sends them (BEGIN and COMMIT of a transaction included).
 */
let t: TestApp;
const heard: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => heard.push(query) });
});
afterAll(() => t.close());

/** The statements one page read costs: `endpoint` for the idea `id` as the caller with `headers`. */
async function statementsOf(
  endpoint: typeof ideaApi.get | typeof commentApi.list | typeof reviewApi.list,
  id: string,
  headers: Record<string, string>,
) {
  heard.length = 0;
  const res = await api(t).send(endpoint, { params: { id }, headers });
  expect(res.status).toBe(200);
  return [...heard];
}

describe('the idea page', () => {
  it('reads its idea, owner, achievements, images and counts the view in few statements', async () => {
    const db = t.database.db;
    const owner = await buildAccount(db);
    const idea = await buildIdea(db, owner.id);
    await db.insert(ideaAchievements).values([
      { ideaId: idea.id, name: 'Pilot', sortOrder: 0 },
      { ideaId: idea.id, name: 'Award', sortOrder: 1 },
    ]);
    const keys = await buildIdeaUploads(db, owner.id, 2);
    await db.insert(ideaAttachments).values(keys.map((key, sortOrder) => ({ ideaId: idea.id, key, sortOrder })));
    const commenters = await Promise.all([buildAccount(db), buildAccount(db), buildAccount(db)]);
    for (const person of commenters) {
      const [top] = await db
        .insert(comments)
        .values({ ideaId: idea.id, authorAccountId: person.id, text: 'Top', replyCount: 1 })
        .returning();
      await db
        .insert(comments)
        .values({ ideaId: idea.id, authorAccountId: owner.id, parentId: top!.id, text: 'Reply' });
    }
    const { token } = await buildSignedIn(db);
    const headers = { authorization: `Bearer ${token}` };

    const detail = await statementsOf(ideaApi.get, idea.id, headers);
    const commentPage = await statementsOf(commentApi.list, idea.id, headers);
    const reviewPage = await statementsOf(reviewApi.list, idea.id, headers);
    // The detail: the session, the idea with its owner, achievements and images, the view counted
    // (it was 9 statements plus BEGIN and COMMIT before: owner, achievements, images and the view
    // each apart, and the image-signing key read for a public idea).
    expect(detail).toHaveLength(3);
    expect(detail[1]).toMatch(/^select .* from "ideas"/);
    expect(detail[2]).toMatch(/^with "inserted" as \(insert into "idea_views"/);
    // Comments: the idea's visibility, the threads with their first replies in one statement (it was
    // one more statement per thread with replies: 7 here), their count, the idea's comment count.
    expect(commentPage).toHaveLength(4);
    const threads = (await api(t).call(commentApi.list, { params: { id: idea.id }, headers })).data.result;
    expect(threads.map((thread) => [thread.text, thread.replies.map((reply) => reply.text)])).toEqual([
      ['Top', ['Reply']],
      ['Top', ['Reply']],
      ['Top', ['Reply']],
    ]);
    expect(reviewPage).toHaveLength(6);
  });

  it('still shows what the detail read in one statement, and counts the view once a day', async () => {
    const db = t.database.db;
    const owner = await buildAccount(db);
    const idea = await buildIdea(db, owner.id);
    await db.insert(ideaAchievements).values([
      { ideaId: idea.id, name: 'Second', sortOrder: 1 },
      { ideaId: idea.id, name: 'First', sortOrder: 0 },
    ]);
    const keys = await buildIdeaUploads(db, owner.id, 2);
    await db.insert(ideaAttachments).values(keys.map((key, i) => ({ ideaId: idea.id, key, sortOrder: 1 - i })));
    const { token } = await buildSignedIn(db);
    const read = async () =>
      (await api(t).call(ideaApi.get, { params: { id: idea.id }, headers: { authorization: `Bearer ${token}` } })).data;
    const first = await read();
    expect(first.achievements).toEqual(['First', 'Second']);
    expect(first.ideaAttachments.map((a) => a.key)).toEqual([keys[1], keys[0]]);
    expect(first.views).toBe(1);
    expect((await read()).views).toBe(1);
    const bare = await buildIdea(db, owner.id);
    const empty = (await api(t).call(ideaApi.get, { params: { id: bare.id } })).data;
    expect(empty).toMatchObject({ achievements: [], ideaAttachments: [], views: 1 });
  });
});
