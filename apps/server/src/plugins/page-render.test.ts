import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentApi } from '@ideamatch/shared/api/comment';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { reviewApi } from '@ideamatch/shared/api/review';
import { api } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../test/factories';
import { PAGE_STATE_ID } from './page-renderer';

// The raw HTML (no script run) of the public pages holds their content: the web app's server
// renderer is built here as `npm run build` builds it, and the server loads it.
const SITE = 'https://ideamatch.example';
const work = mkdtempSync(join(tmpdir(), 'ideamatch-ssr-'));
const dist = join(work, 'dist');
const ssr = join(work, 'dist-ssr');
let t: TestApp;
let ideaId: string;
let ownerId: string;

const IDEA = { name: 'Floating market delivery boats', description: 'Boats that deliver groceries along the canals' };
const COMMENT = 'Would the boats run during the rainy season too?';
const PERSON = {
  miniBio: 'Canal logistics tinkerer',
  bio: 'Ten years moving goods along the Bangkok canals </script><b>by boat</b>',
  achievement: 'Best river start-up 2025',
};

beforeAll(async () => {
  const { build } = await import('vite');
  await build({
    root: resolve(import.meta.dirname, '../../../web'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssr, emptyOutDir: true },
  });
  rmSync(join(dist), { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><title>IdeaMatch</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  // The islands' build, as vite.islands.config.ts writes its manifest.
  mkdirSync(join(dist, 'assets/islands/.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'assets/islands/.vite/manifest.json'),
    JSON.stringify({ 'src/islands/main.ts': { file: 'main-test.js', isEntry: true } }),
  );
  t = await buildTestApp({ env: { WEB_DIST: dist, WEB_SSR: ssr, PUBLIC_URL: SITE } });
  const owner = await buildSignedIn(t.database.db, {
    firstName: 'Somchai',
    lastName: 'Jaidee',
    miniBio: PERSON.miniBio,
    bio: PERSON.bio,
    achievements: [{ name: PERSON.achievement }],
  });
  ownerId = owner.account.id;
  const visitor = await buildSignedIn(t.database.db, { firstName: 'Malee', lastName: 'Srisuk' });
  const idea = await buildIdea(t.database.db, owner.account.id, IDEA);
  ideaId = idea.id;
  const commented = await api(t)
    .as(visitor)
    .call(commentApi.create, { params: { id: ideaId }, body: { text: COMMENT } });
  expect(commented.status).toBeLessThan(300);
  const reviewed = await api(t)
    .as(visitor)
    .call(reviewApi.upsert, { params: { id: ideaId }, body: { score: 4 } });
  expect(reviewed.status).toBeLessThan(300);
  const followed = await api(t)
    .as(visitor)
    .call(engagementApi.follow, { params: { id: ownerId } });
  expect(followed.status).toBeLessThan(300);
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The rendered body: what is inside #root (followed by the app's script, or the islands' in its place). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>(?:<meta name="app-entry"[^>]*>)?<script type="module"/.exec(html)?.[1] ?? '';

/** The state block the browser hydrates from, parsed. */
/** The schema.org data block of a page, parsed. */
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

const stateOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as { language: string; queries: { queries: unknown[] } }) : null;
};

describe('public pages rendered on the server', () => {
  it.each([
    ['th', '', 'คะแนน 4.0 จาก 5'],
    ['en', '?lang=en', 'Rated 4.0 out of 5'],
  ])(
    "an idea's page in %s holds its title, description, owner, rating and first comment",
    async (language, query, rating) => {
      const res = await get(`/idea/${ideaId}${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${language}"`);
      const body = rootOf(res.body);
      expect(body).toContain(IDEA.name);
      expect(body).toContain(IDEA.description);
      expect(body).toContain('Somchai');
      expect(body).toContain(COMMENT);
      // The idea's average (one review of 4), in the page's language.
      expect(body).toContain(`aria-label="${rating}"`);
      expect(stateOf(res.body)?.language).toBe(language);
      expect(res.headers['server-timing']).toMatch(/^ssr-data;dur=[\d.]+, ssr-render;dur=[\d.]+, ssr;dur=[\d.]+$/);
    },
  );

  it.each([
    ['th', ''],
    ['en', '?lang=en'],
  ])('the home page and the list in %s hold the ideas', async (language, query) => {
    for (const path of ['/', '/idea']) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode).toBe(200);
      const body = rootOf(res.body);
      expect(body, path).toContain(IDEA.name);
      expect(stateOf(res.body)?.language).toBe(language);
    }
  });

  it.each([
    ['th', '', 'ผู้ติดตาม 1 คน'],
    ['en', '&lang=en', '1 follower'],
  ])(
    "a person's profile in %s holds their name, bios, achievements, follower count and public ideas",
    async (language, query, followers) => {
      const res = await get(`/profile?accountId=${ownerId}${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${language}"`);
      const body = rootOf(res.body);
      expect(body).toContain('Somchai Jaidee');
      expect(body).toContain(PERSON.miniBio);
      // The bio is text, escaped: it cannot close an element.
      expect(body).toContain(
        'Ten years moving goods along the Bangkok canals &lt;/script&gt;&lt;b&gt;by boat&lt;/b&gt;',
      );
      expect(body).toContain(PERSON.achievement);
      // As text: a Thai word may sit in its own no-break span, so it never breaks inside.
      expect(body.replace(/<[^>]+>/g, '')).toContain(followers);
      expect(body).toContain(IDEA.name);
      expect(stateOf(res.body)?.language).toBe(language);
      expect(res.headers['server-timing']).toMatch(/^ssr-data;dur=/);
    },
  );

  it("a person's profile carries its title, description, canonical address, alternates and schema.org data", async () => {
    for (const [query, language, canonical] of [
      ['', 'th', `${SITE}/profile?accountId=${ownerId}`],
      ['&lang=en', 'en', `${SITE}/profile?accountId=${ownerId}&amp;lang=en`],
    ] as const) {
      const html = (await get(`/profile?accountId=${ownerId}${query}`)).body;
      expect(html).toContain('<title>Somchai Jaidee | IdeaMatch</title>');
      expect(html).toContain(`<meta name="description" content="${PERSON.miniBio} — Ten years moving goods`);
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="th" href="${SITE}/profile?accountId=${ownerId}" />`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="en" href="${SITE}/profile?accountId=${ownerId}&amp;lang=en" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${SITE}/profile?accountId=${ownerId}" />`,
      );
      expect(html).not.toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(html)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical.replace('&amp;', '&'),
        inLanguage: language,
        mainEntity: {
          '@type': 'Person',
          name: 'Somchai Jaidee',
          description: PERSON.bio,
        },
      });
    }
  });

  it('answers 410 for an erased account and 404 for a deactivated, unknown or malformed one, unrendered', async () => {
    const db = t.database.db;
    const erased = await buildAccount(db, { firstName: 'Erased', deletedAt: new Date(), isDeactivated: true });
    const deactivated = await buildAccount(db, { firstName: 'Banned', isDeactivated: true });
    await buildIdea(db, deactivated.id, { name: 'Idea of a banned person' });
    const cases = [
      [`/profile?accountId=${erased.id}`, 410],
      [`/profile?accountId=${deactivated.id}`, 404],
      ['/profile?accountId=0190aaaa-0000-7000-8000-000000000000', 404],
      ['/profile?accountId=not-an-id&lang=en', 404],
    ] as const;
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      // The app's page, which shows its not-found screen, kept out of search.
      expect(rootOf(res.body), url).toBe('');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('application/ld+json');
      expect(res.body, url).not.toMatch(/Erased|Banned|banned person/);
    }
  });

  it('leaves the own profile (no accountId) to the browser', async () => {
    const res = await get('/profile');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    // The browser draws it: its script is what shows the page, fetched at the usual priority.
    expect(res.body).toContain('<script type="module" src="/assets/app.js">');
  });

  it("loads a visitor's rendered page with its islands instead of the app, naming the app's entry for them", async () => {
    const res = await get('/idea?sortBy=3');
    expect(rootOf(res.body)).not.toBe('');
    expect(res.body).toContain(
      '<meta name="app-entry" content="/assets/app.js" /><script type="module" src="/assets/islands/main-test.js">',
    );
    expect(res.body).not.toContain('src="/assets/app.js"');
  });

  it('keeps style elements where HTML allows them in the body: first in their parent', async () => {
    for (const url of ['/', '/idea', `/idea/${ideaId}`, `/profile?accountId=${ownerId}`]) {
      const root = rootOf((await get(url)).body);
      // React's hoisted styles lead the body; any other follows its parent's opening tag at once.
      expect(root, url).toMatch(/^<style data-precedence="mantine"/);
      const misplaced = [...root.matchAll(/(<\/?[a-z][^>]*>)?<style[^>]*>/g)]
        .filter((match) => match.index !== 0)
        .filter(([, before]) => !before || before.startsWith('</') || before.endsWith('/>'));
      expect(
        misplaced.map(([tag]) => tag),
        url,
      ).toEqual([]);
    }
  });

  it('renders a page once for a burst of visits', async () => {
    const first = await get('/idea?sortBy=1');
    const again = await get('/idea?sortBy=1');
    expect(first.headers['server-timing']).toMatch(/^ssr-data/);
    expect(again.headers['server-timing']).toBe('ssr;desc="cached"');
    expect(rootOf(again.body)).toBe(rootOf(first.body));
  });

  it('renders in the language of the lang cookie and the chosen colour scheme', async () => {
    const res = await get('/idea', 'lang=en; color-scheme=dark');
    expect(res.body).toContain('<html lang="en" data-mantine-color-scheme="dark"');
    expect(stateOf(res.body)?.language).toBe('en');
    expect(rootOf(res.body)).toContain(IDEA.name);
  });

  it('escapes < in the state block so no text in it can close the element', async () => {
    const owner = await buildSignedIn(t.database.db);
    const tricky = await buildIdea(t.database.db, owner.account.id, {
      name: 'Tricky </script><script>alert(1)</script>',
    });
    const res = await get(`/idea/${tricky.id}`);
    const block = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(
      res.body,
    )?.[1];
    expect(block).toContain('\\u003c/script>');
    expect(rootOf(res.body)).toContain('Tricky &lt;/script&gt;');
  });

  it("leaves a signed-in person's page, and a members-only idea, to the browser", async () => {
    const signedIn = await get('/idea', 'accessToken=some-token');
    expect(rootOf(signedIn.body)).toBe('');
    // The whole app, as before: no islands.
    expect(signedIn.body).toContain('<script type="module" src="/assets/app.js">');
    expect(signedIn.body).not.toContain('islands');
    expect(stateOf(signedIn.body)).toBeNull();
    const owner = await buildSignedIn(t.database.db);
    const members = await buildIdea(t.database.db, owner.account.id, { visibility: 'members' });
    const res = await get(`/idea/${members.id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
  });
});

describe('a renderer that fails', () => {
  const broken = mkdtempSync(join(tmpdir(), 'ideamatch-ssr-broken-'));
  let b: TestApp;
  beforeAll(async () => {
    writeFileSync(
      join(broken, 'index.html'),
      '<!doctype html><html lang="th"><head><title>IdeaMatch</title></head><body><div id="root"></div></body></html>',
    );
    // A renderer that throws on /idea and never finishes on /.
    writeFileSync(
      join(broken, 'entry-server.js'),
      `export const rendersPath = () => true;
       export const render = ({ url }) => url.startsWith('/idea') ? Promise.reject(new Error('boom')) : new Promise(() => {});`,
    );
    b = await buildTestApp({ env: { WEB_DIST: broken, WEB_SSR: broken, PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await b?.close();
    rmSync(broken, { recursive: true, force: true });
  });

  it('sends the page without its body, never an error', async () => {
    for (const url of ['/idea', '/']) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(PAGE_STATE_ID);
    }
  });
});
