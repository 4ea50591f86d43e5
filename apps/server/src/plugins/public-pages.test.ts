import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdeaStatus } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-app';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema/index';
import { buildAccount, buildIdea, buildSignedIn } from '../test/factories';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';
import { withDocumentAttributes } from './public-page';

// What the raw HTML (no script run) of the public pages tells a search engine or a link preview.
const SITE = 'https://ideamatch.example';
const dist = mkdtempSync(join(tmpdir(), 'ideamatch-public-'));
let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="description" content="Default description" /><title>IdeaMatch</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: SITE } });
  owner = await buildSignedIn(t.database.db, { firstName: 'Somchai', lastName: 'Jaidee' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The schema.org data block of a page, parsed. */
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

describe('/robots.txt', () => {
  it('names the sitemap and keeps the dashboard and the API out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    // Only the own profile: a person's public one (`/profile?accountId=`) may be crawled.
    expect(res.body).toMatch(/^Disallow: \/profile\$$/m);
    expect(res.body).not.toMatch(/^Disallow: \/profile$/m);
  });
});

describe('/sitemap.xml', () => {
  it('lists every idea a visitor may see, in both languages, and none other', async () => {
    const db = t.database.db;
    const updatedAt = new Date('2026-03-04T05:06:07.000Z');
    const open = await buildIdea(db, owner.account.id, { updatedAt });
    const confidential = await buildIdea(db, owner.account.id, { visibility: 'confidential' });
    const members = await buildIdea(db, owner.account.id, { visibility: 'members' });
    const hidden = await buildIdea(db, owner.account.id, { isHidden: true });
    const deleted = await buildIdea(db, owner.account.id, { status: IdeaStatus.Deleted });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/idea</loc>`);
    expect(xml).toContain(
      `<url><loc>${SITE}/idea/${open.id}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="th" href="${SITE}/idea/${open.id}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/idea/${open.id}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/idea/${open.id}"/></url>`,
    );
    expect(xml).toContain(`<loc>${SITE}/idea/${open.id}?lang=en</loc>`);
    expect(xml).toContain(`/idea/${confidential.id}`);
    for (const unseen of [members, hidden, deleted]) expect(xml).not.toContain(unseen.id);
  });

  it('follows ideas as they are created and deleted', async () => {
    const created = await api(t).as(owner).call(ideaApi.create, { body: ideaPayload() });
    expect(created.status).toBe(200);
    const id = created.data.id;
    expect((await get('/sitemap.xml')).body).toContain(`/idea/${id}`);
    const removed = await api(t).as(owner).call(ideaApi.delete, { params: { id } });
    expect(removed.status).toBeLessThan(300);
    expect((await get('/sitemap.xml')).body).not.toContain(`/idea/${id}`);
  });

  it('lists the profile of every person others may see who has an idea a visitor may see', async () => {
    const db = t.database.db;
    const author = await buildAccount(db, { updatedAt: new Date('2026-01-01T00:00:00.000Z') });
    await buildIdea(db, author.id, { updatedAt: new Date('2026-02-03T04:05:06.000Z') });
    await buildIdea(db, author.id, { updatedAt: new Date('2026-01-15T00:00:00.000Z') });
    const membersOnly = await buildAccount(db);
    await buildIdea(db, membersOnly.id, { visibility: 'members' });
    const hiddenOnly = await buildAccount(db);
    await buildIdea(db, hiddenOnly.id, { isHidden: true });
    const silent = await buildAccount(db);
    const deactivated = await buildAccount(db, { isDeactivated: true });
    await buildIdea(db, deactivated.id);
    const erased = await buildAccount(db, { deletedAt: new Date() });
    await buildIdea(db, erased.id);
    const persona = await buildAccount(db, { ownerAccountId: deactivated.id, email: null });
    await buildIdea(db, persona.id);

    const xml = (await get('/sitemap.xml')).body;
    const address = `${SITE}/profile?accountId=${author.id}`;
    // The later of the person's and their public ideas' last change.
    expect(xml).toContain(
      `<url><loc>${address}</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="th" href="${address}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${address}&amp;lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address}"/></url>`,
    );
    expect(xml).toContain(`<loc>${address}&amp;lang=en</loc>`);
    expect(xml).toContain(`/profile?accountId=${owner.account.id}`);
    for (const unseen of [membersOnly, hiddenOnly, silent, deactivated, erased, persona]) {
      expect(xml).not.toContain(`accountId=${unseen.id}`);
    }
  });

  it('follows people as their ideas and accounts change', async () => {
    const db = t.database.db;
    const author = await buildSignedIn(db);
    const listed = `/profile?accountId=${author.account.id}`;
    expect((await get('/sitemap.xml')).body).not.toContain(listed);
    const created = await api(t).as(author).call(ideaApi.create, { body: ideaPayload() });
    expect(created.status).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(listed);
    await db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, author.account.id));
    expect((await get('/sitemap.xml')).body).not.toContain(listed);
    await db.update(accounts).set({ isDeactivated: false }).where(eq(accounts.id, author.account.id));
    expect((await get('/sitemap.xml')).body).toContain(listed);
    const removed = await api(t)
      .as(author)
      .call(ideaApi.delete, { params: { id: created.data.id } });
    expect(removed.status).toBeLessThan(300);
    expect((await get('/sitemap.xml')).body).not.toContain(listed);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    expect((await get('/sitemap/profiles-9.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/ideas-9.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/other.xml')).statusCode).toBe(404);
  });
});

describe('the page of an idea', () => {
  it('carries schema.org data, the canonical address, language alternates and the meta description', async () => {
    const db = t.database.db;
    const idea = await buildIdea(db, owner.account.id, {
      name: 'Rice-straw packaging',
      description: 'Plates and bowls pressed from rice straw </script><b>instead of foam</b>',
      reviewCount: 2,
      ratingSum: 9,
      ratingAvg: 4.5,
      postDate: new Date('2026-01-02T03:04:05.000Z'),
    });
    const res = await get(`/idea/${idea.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="th">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/idea/${idea.id}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th" href="${SITE}/idea/${idea.id}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/idea/${idea.id}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/idea/${idea.id}" />`);
    expect(html).toContain(
      '<meta name="description" content="Plates and bowls pressed from rice straw &lt;/script&gt;&lt;b&gt;instead of foam&lt;/b&gt;" />',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The description cannot close the data block early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Rice-straw packaging',
      description: 'Plates and bowls pressed from rice straw </script><b>instead of foam</b>',
      author: { '@type': 'Person', name: 'Somchai Jaidee' },
      datePublished: '2026-01-02T03:04:05.000Z',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('leaves the rating out until there are reviews', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id);
    expect(jsonLdOf((await get(`/idea/${idea.id}`)).body)).not.toHaveProperty('aggregateRating');
  });

  it('is in English at ?lang=en and for a person who chose English, canonical to the English address', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id);
    for (const [url, cookie] of [
      [`/idea/${idea.id}?lang=en`, undefined],
      [`/idea/${idea.id}`, 'lang=en'],
    ] as const) {
      const html = (await get(url, cookie)).body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<link rel="canonical" href="${SITE}/idea/${idea.id}?lang=en" />`);
      expect(jsonLdOf(html)).toMatchObject({ inLanguage: 'en' });
    }
    // The address wins over the cookie.
    expect((await get(`/idea/${idea.id}?lang=th`, 'lang=en')).body).toContain('<html lang="th">');
  });

  it('says nothing of a members-only idea to a visitor, and keeps it out of search', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id, {
      visibility: 'members',
      name: 'Secret rooftop farm',
    });
    const res = await get(`/idea/${idea.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Secret rooftop farm');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 410 for a deleted idea and 404 for a hidden, unknown or malformed one, with the app', async () => {
    const db = t.database.db;
    const deleted = await buildIdea(db, owner.account.id, { status: IdeaStatus.Deleted, name: 'Gone idea' });
    const hidden = await buildIdea(db, owner.account.id, { isHidden: true, name: 'Hidden idea' });
    const cases = [
      [`/idea/${deleted.id}`, 410],
      [`/idea/${hidden.id}`, 404],
      ['/idea/0190aaaa-0000-7000-8000-000000000000', 404],
      ['/idea/not-an-id', 404],
    ] as const;
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toMatch(/Gone idea|Hidden idea/);
    }
  });
});

describe('other pages', () => {
  it('answers an unknown address 404 with the app (it shows its not-found screen)', async () => {
    for (const url of ['/no-such-page', '/idea/0190aaaa-0000-7000-8000-000000000000/nope', '/legal/other']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // Screens of the app, signed in or not, are pages.
    for (const url of [
      '/',
      '/idea',
      '/idea/new',
      '/login',
      '/settings',
      '/legal/privacy-policy',
      '/dashboard/user/1',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('renders the home page and the idea list in Thai by default, whatever the browser prefers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/idea', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('<title>ไอเดีย | IdeaMatch</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/idea" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/idea?lang=en" />`);
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('renders English at ?lang=en and for the lang cookie, and the chosen colour scheme', async () => {
    const english = (await get('/?lang=EN')).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<link rel="canonical" href="${SITE}/?lang=en" />`);
    expect(english).toMatch(/<meta name="description" content="IdeaMatch — share business ideas/);
    expect((await get('/', 'lang=en; color-scheme=dark')).body).toContain(
      '<html lang="en" data-mantine-color-scheme="dark">',
    );
    // No choice: the page follows the device (no scheme on <html>).
    expect((await get('/', 'color-scheme=auto')).body).toContain('<html lang="th">');
    expect((await get('/', 'lang=fr')).body).toContain('<html lang="th">');
  });
});

describe('the <html> element', () => {
  it('gets the language and scheme, its other attributes kept', () => {
    expect(withDocumentAttributes('<html lang="th" dir="ltr" class="x"><head>', 'en', 'dark')).toBe(
      '<html lang="en" data-mantine-color-scheme="dark" dir="ltr" class="x"><head>',
    );
    expect(withDocumentAttributes('<html data-mantine-color-scheme="dark" lang="th">', 'th', null)).toBe(
      '<html lang="th">',
    );
  });
});
