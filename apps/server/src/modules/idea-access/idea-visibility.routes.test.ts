import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { commentApi } from '@ideamatch/shared/api/comment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { ideaPayload } from '../ideas/idea.test-helpers';
import { as, createConfidentialIdea, leaksSecret } from './idea-access.test-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let stranger: Awaited<ReturnType<typeof buildSignedIn>>;
let confidential: Awaited<ReturnType<typeof createConfidentialIdea>>;
let membersId: string;
let publicId: string;
const dist = mkdtempSync(join(tmpdir(), 'ideamatch-protect-'));

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>IdeaMatch</title></head><body></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://ideamatch.example' } });
  owner = await buildSignedIn(t.database.db);
  stranger = await buildSignedIn(t.database.db);
  confidential = await createConfidentialIdea(t, owner);
  const create = (payload: Record<string, unknown>) =>
    as(t, owner)(ideaApi.create, { body: ideaPayload(payload) }).then((res) => res.json().data.id as string);
  membersId = await create({
    name: 'Rooftop hydroponics club',
    detail: 'Members see the grow plan',
    visibility: 'members',
  });
  publicId = await create({ name: 'Open bicycle kitchen' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const listIds = async (who: typeof owner | undefined, query: Record<string, string | number> = {}) =>
  ((await as(t, who)(ideaApi.list, { query })).json().data.result as { id: string }[]).map((idea) => idea.id);

describe('a members-only idea', () => {
  it('asks a visitor to log in and shows everything to a signed-in person', async () => {
    const visitor = await as(t)(ideaApi.get, { params: { id: membersId } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      errorCode: 'IDEA_MEMBERS_ONLY',
      message: 'Please log in to see this idea: its owner shares it with members only.',
    });
    expect(visitor.body).not.toContain('Rooftop');
    const member = await as(t, stranger)(ideaApi.get, { params: { id: membersId } });
    expect(member.statusCode).toBe(200);
    expect(member.json().data).toMatchObject({ visibility: 'members', detail: 'Members see the grow plan' });
    // Its comments, and sharing it, are not open to visitors either.
    expect((await as(t)(commentApi.list, { params: { id: membersId } })).statusCode).toBe(404);
    expect((await as(t)(ideaApi.share, { params: { id: membersId }, body: {} })).statusCode).toBe(404);
  });

  it('is left out of what visitors list and search, and in for signed-in people', async () => {
    expect(await listIds(undefined)).not.toContain(membersId);
    expect(await listIds(undefined, { q: 'Rooftop' })).toEqual([]);
    expect(await listIds(stranger)).toContain(membersId);
    expect(await listIds(stranger, { q: 'Rooftop' })).toEqual([membersId]);
    const ofOwner = (who?: typeof owner) =>
      as(t, who)(ideaApi.ofAccount, { params: { id: owner.account.id } }).then((res) =>
        (res.json().data.result as { id: string }[]).map((idea) => idea.id),
      );
    expect(await ofOwner()).not.toContain(membersId);
    expect(await ofOwner(stranger)).toContain(membersId);
    expect(await ofOwner()).toEqual(expect.arrayContaining([publicId, confidential.id]));
  });

  it('gets no link preview: the served page is the bare app, as a search engine should see it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/idea/${membersId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
    expect(res.body).not.toContain('Rooftop');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('a confidential idea', () => {
  it('shows visitors and strangers its public face and how much more there is, never the rest', async () => {
    for (const who of [undefined, stranger]) {
      const res = await as(t, who)(ideaApi.get, { params: { id: confidential.id } });
      expect(res.statusCode).toBe(200);
      expect(leaksSecret(res.body)).toBe(false);
      const idea = res.json().data;
      expect(idea).toMatchObject({
        name: 'Lotus leaf packaging',
        description: 'Compostable food boxes pressed from lotus leaves',
        category: 'food',
        owner: { id: owner.account.id },
        visibility: 'confidential',
        detail: '',
        businessModel: null,
        achievements: [],
        ideaAttachments: [{ key: confidential.cover, url: `/files/${confidential.cover}` }],
      });
      expect(idea.access).toMatchObject({
        canReadDetails: false,
        withheld: { hasDetail: true, hasBusinessModel: true, achievementCount: 1, imageCount: 1 },
        canRequest: who === stranger,
        myRequest: null,
      });
      expect(idea.accessTerms).toBe('Please keep the recipe to yourself.');
    }
  });

  it('shows its owner everything, the images after the cover through signed links', async () => {
    const idea = (await as(t, owner)(ideaApi.get, { params: { id: confidential.id } })).json().data;
    expect(idea).toMatchObject({ isOwner: true, businessModel: 'SECRET-MODEL-7731' });
    expect(idea.detail).toContain('SECRET-DETAIL-7731');
    expect(idea.ideaAttachments[0].url).toBe(`/files/${confidential.cover}`);
    expect(idea.ideaAttachments[1].url).toMatch(
      new RegExp(`^/api/storage/idea/${confidential.second.slice(5)}\\?exp=\\d+&viewer=${owner.account.id}&sig=`),
    );
    expect(idea.access).toMatchObject({ canReadDetails: true, withheld: null, pendingRequestCount: 0 });
  });

  it('keeps the images after the cover out of public storage', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/files/${confidential.cover}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/files/${confidential.second}` })).statusCode).toBe(404);
    const webp = confidential.second.replace(/\.png$/, '.w160.webp');
    expect((await t.app.inject({ method: 'GET', url: `/files/${webp}` })).statusCode).toBe(404);
  });

  it('is found by its public fields only, in every list', async () => {
    for (const who of [undefined, stranger]) {
      expect(await listIds(who, { q: 'lotus leaves' })).toEqual([confidential.id]);
      // "recipe" is in the withheld detail only ("pressed" of the public description finds it by right).
      for (const secret of ['SECRET-DETAIL', 'SECRET-MODEL', 'SECRET-ACHIEVEMENT', 'recipe'])
        expect(await listIds(who, { q: secret })).toEqual([]);
      const list = await as(t, who)(ideaApi.list, {});
      expect(leaksSecret(list.body)).toBe(false);
    }
    expect(leaksSecret((await as(t)(ideaApi.home)).body)).toBe(false);
    expect(leaksSecret((await as(t)(ideaApi.ofAccount, { params: { id: owner.account.id } })).body)).toBe(false);
  });

  it('previews a shared link with its public face only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/idea/${confidential.id}` });
    expect(res.body).toContain('<meta property="og:title" content="Lotus leaf packaging" />');
    expect(res.body).toContain(`/files/${confidential.cover}`);
    expect(res.body).not.toContain(confidential.second);
    expect(leaksSecret(res.body)).toBe(false);
  });

  it('opens up when made public, its images back in public storage, and closes again', async () => {
    const edit = (visibility: string) =>
      as(t, owner)(ideaApi.update, { params: { id: confidential.id }, body: { visibility } });
    expect((await edit('public')).statusCode).toBe(200);
    const open = (await as(t)(ideaApi.get, { params: { id: confidential.id } })).json().data;
    expect(open.detail).toContain('SECRET-DETAIL-7731');
    expect(open.ideaAttachments.map((image: { url: string }) => image.url)).toEqual([
      `/files/${confidential.cover}`,
      `/files/${confidential.second}`,
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/files/${confidential.second}` })).statusCode).toBe(200);
    expect(await listIds(undefined, { q: 'lotus' })).toEqual([confidential.id]);

    expect((await edit('confidential')).statusCode).toBe(200);
    expect(leaksSecret((await as(t)(ideaApi.get, { params: { id: confidential.id } })).body)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/files/${confidential.second}` })).statusCode).toBe(404);
  });

  it('refuses a visibility that does not exist, naming the field', async () => {
    const res = await as(t, owner)(ideaApi.update, { params: { id: publicId }, body: { visibility: 'secret' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'visibility',
        code: 'IDEA_VISIBILITY_INVALID',
        message: 'Visibility must be public, members or confidential',
      },
    ]);
  });
});
