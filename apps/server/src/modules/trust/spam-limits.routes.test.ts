import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAM_LIMITS } from '@ideamatch/shared';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { ideaPayload } from '../ideas/idea.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const unverified = () => buildSignedIn(t.database.db, { emailVerifiedAt: null });
const verified = () => buildSignedIn(t.database.db);
const someIdea = async () => buildIdea(t.database.db, (await verified()).account.id);

const comment = (who: Who, ideaId: string, text: string) =>
  api(t)
    .as(who)
    .call(commentApi.create, { params: { id: ideaId }, body: { text } });
const postIdea = (who: Who, overrides: Record<string, unknown>) =>
  api(t)
    .as(who)
    .send(ideaApi.create, { body: ideaPayload(overrides) });

describe('attack: an unverified account posts links', () => {
  it(`may put ${SPAM_LIMITS.unverifiedLinksMax} links in a comment, not 3; verifying lifts the limit`, async () => {
    const idea = await someIdea();
    const spammer = await unverified();
    const three = 'Cheap deals at https://deals.example.com, www.deals.co and deals.shop';
    const refused = await comment(spammer, idea.id, three);
    expect(refused.body).toMatchObject({ statusCode: 400, errorCode: 'TOO_MANY_LINKS' });
    expect(refused.body.message).toContain('verify your email');
    expect((await comment(spammer, idea.id, 'See https://a.example.com and shop.co.th')).status).toBe(200);
    // Editing a comment counts the same way.
    const mine = await comment(spammer, idea.id, 'No links yet in this one');
    const edited = await api(t)
      .as(spammer)
      .call(commentApi.update, { params: { id: mine.data.id }, body: { text: three } });
    expect(edited.body).toMatchObject({ statusCode: 400, errorCode: 'TOO_MANY_LINKS' });

    expect((await comment(await verified(), idea.id, three)).status).toBe(200);
  });

  it('counts every text of an idea together, on creation and on each edit', async () => {
    const spammer = await unverified();
    const spread = await postIdea(spammer, {
      description: 'Order at https://shop.example.com',
      detail: 'Or at www.shop.example',
      achievements: ['Featured on news.example.com'],
    });
    expect(spread.body).toMatchObject({ statusCode: 400, errorCode: 'TOO_MANY_LINKS' });

    const two = await postIdea(spammer, { description: 'Order at https://shop.example.com', detail: 'Or www.x.co' });
    expect(two.status).toBe(200);
    // A third link added later, in a field the edit did not touch before, is refused too.
    const added = await api(t)
      .as(spammer)
      .send(ideaApi.update, { params: { id: two.data.id }, body: { businessModel: 'Resell via bit.ly/cheap' } });
    expect(added.body).toMatchObject({ statusCode: 400, errorCode: 'TOO_MANY_LINKS' });
    // Words that only look like addresses are not links.
    const words = await api(t)
      .as(spammer)
      .send(ideaApi.update, {
        params: { id: two.data.id },
        body: { businessModel: 'Built on Node.js and Vue.js; invoices as report.pdf' },
      });
    expect(words.status).toBe(200);
    expect((await postIdea(await verified(), { detail: 'a.com b.com c.com d.com' })).status).toBe(200);
  });
});

describe('attack: one person posts the same text again and again', () => {
  const text = 'Earn 50,000 baht a week from home, message me now!';

  it('refuses the third idea or comment with the same text within the hour, saying why and when', async () => {
    const idea = await someIdea();
    const spammer = await verified();
    expect((await comment(spammer, idea.id, text)).status).toBe(200);
    // Spacing and letter case do not make a text new; an idea and a comment count together.
    expect((await postIdea(spammer, { description: `  ${text.toUpperCase().replace(/ /g, '   ')} ` })).status).toBe(
      200,
    );
    const third = await comment(spammer, (await someIdea()).id, text);
    expect(third.body).toMatchObject({ statusCode: 429, errorCode: 'REPEATED_TEXT' });
    expect(third.body.message).toContain('already posted this text 2 times in the last hour');
    const retryAfter = Number(third.raw.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const asIdea = await postIdea(spammer, { detail: text });
    expect(asIdea.body).toMatchObject({ statusCode: 429, errorCode: 'REPEATED_TEXT' });

    // Other people, other texts and short replies are not affected.
    expect((await comment(await verified(), idea.id, text)).status).toBe(200);
    expect((await comment(spammer, idea.id, `${text} Really.`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await comment(spammer, idea.id, 'Thanks, great idea!')).status).toBe(200);
  });

  it('counts posts sent at the same moment one after another', async () => {
    const idea = await someIdea();
    const spammer = await unverified();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => comment(spammer, idea.id, 'Same words sent four times at once, all of them')),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 429, 429]);
  });
});
