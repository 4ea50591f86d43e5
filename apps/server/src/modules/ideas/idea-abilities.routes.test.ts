import type { IdeaAbilities } from '@ideamatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { asSubAccount } from '../dashboard/dashboard.test-helpers';
import { api } from '../../test/api-client';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
let ideaId: string;
let confidentialId: string;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;

const NONE: IdeaAbilities = {
  comment: false,
  review: false,
  report: false,
  bookmark: false,
  messageOwner: false,
  requestAccess: false,
  edit: false,
  hide: false,
  delete: false,
  postUpdate: false,
};

const abilitiesOf = async (id: string, headers: Record<string, string> = {}) => {
  const res = await api(t).send(ideaApi.get, { params: { id }, headers });
  expect(res.status, res.raw.payload).toBe(200);
  return res.data.abilities as IdeaAbilities;
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  ideaId = (await buildIdea(t.database.db, owner.account.id)).id;
  confidentialId = (await buildIdea(t.database.db, owner.account.id, { visibility: 'confidential' })).id;
});
afterAll(() => t.close());

describe('the abilities an idea page gives its viewer', () => {
  it('a visitor and a sub-account session may do nothing there', async () => {
    expect(await abilitiesOf(ideaId)).toEqual(NONE);
    expect(await abilitiesOf(ideaId, (await asSubAccount(t.database.db)).headers)).toEqual(NONE);
  });

  it('the owner edits, hides, deletes and posts updates; another member comments, reviews, reports, saves and messages', async () => {
    expect(await abilitiesOf(ideaId, owner.headers)).toEqual({
      ...NONE,
      comment: true,
      bookmark: true,
      edit: true,
      hide: true,
      delete: true,
      postUpdate: true,
    });
    const member = await buildSignedIn(t.database.db);
    expect(await abilitiesOf(ideaId, member.headers)).toEqual({
      ...NONE,
      comment: true,
      review: true,
      report: true,
      bookmark: true,
      messageOwner: true,
    });
    // A confidential idea's details are asked for.
    expect((await abilitiesOf(confidentialId, member.headers)).requestAccess).toBe(true);
  });

  it('a block either way closes comments, reviews, messages and requests, and the server refuses them too', async () => {
    const blocked = await buildSignedIn(t.database.db);
    await t.database.db.insert(blocks).values({
      blockerAccountId: owner.account.id,
      blockedAccountId: blocked.account.id,
      blockerPersonId: owner.account.id,
      blockedPersonId: blocked.account.id,
    });
    expect(await abilitiesOf(ideaId, blocked.headers)).toEqual({ ...NONE, report: true, bookmark: true });
    expect((await abilitiesOf(confidentialId, blocked.headers)).requestAccess).toBe(false);
    const comment = await api(t)
      .as(blocked)
      .call(commentApi.create, { params: { id: ideaId }, body: { text: 'hello' } });
    expect(comment.status).toBe(403);
  });
});
