import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdeaUploads, buildSignedIn } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { ideaPayload } from './idea.test-helpers';

let t: TestApp;
let id: string;
let cover: string | undefined;
const dist = mkdtempSync(join(tmpdir(), 'ideamatch-og-'));

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>IdeaMatch</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://ideamatch.example', GTM_ID: 'GTM-OG1' } });
  const owner = await buildSignedIn(t.database.db);
  [cover] = await buildIdeaUploads(t.database.db, owner.account.id, 1);
  const res = await api(t)
    .as(owner)
    .call(ideaApi.create, {
      body: ideaPayload({
        name: 'Tom & Jerry\'s "cheese" <script>alert(1)</script>',
        description: 'ร้านชีส & <b>ไวน์</b>',
        ideaAttachments: [{ key: cover }],
      }),
    });
  id = res.data.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('link previews of /idea/{id}', () => {
  it('carries escaped Open Graph and Twitter tags for a public idea', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/idea/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const name = "Tom &amp; Jerry's &quot;cheese&quot; &lt;script&gt;alert(1)&lt;/script&gt;";
    const description = 'ร้านชีส &amp; &lt;b&gt;ไวน์&lt;/b&gt;';
    const image = `https://ideamatch.example/files/${cover}`;
    expect(html).toContain(`<title>${name} | IdeaMatch</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta property="og:url" content="https://ideamatch.example/idea/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:title" content="${name}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${description}" />`);
    // The main image is requested with the HTML, at the size the page will pick.
    const base = `/files/${cover!.replace(/\.(jpe?g|png)$/, '')}`;
    expect(html).toContain(
      `<link rel="preload" as="image" href="/files/${cover}" imagesrcset="${base}.w160.webp 160w, ${base}.w480.webp 480w, ${base}.w960.webp 960w, /files/${cover} 1600w"`,
    );
    expect(html).toMatch(/imagesizes="[^"]+" fetchpriority="high" \/>/);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta name="gtm-id" content="GTM-OG1" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('serves the plain page, 404, for hidden or unknown ideas', async () => {
    // A fresh idea, hidden before its page is first requested (previews are cached for a few seconds).
    const owner = await buildSignedIn(t.database.db);
    const created = await api(t).as(owner).call(ideaApi.create, { body: ideaPayload() });
    const hiddenId = created.data.id;
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.id, hiddenId));
    for (const url of [`/idea/${hiddenId}`, '/idea/0190aaaa-0000-7000-8000-000000000000', '/idea/not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('og:title');
      expect(res.body).toContain('<title>IdeaMatch</title>');
      expect(res.body).toContain('<meta name="gtm-id" content="GTM-OG1" />');
    }
  });

  it('reads an idea once for a burst of page loads (cached for a few seconds)', async () => {
    const owner = await buildSignedIn(t.database.db);
    const created = await api(t)
      .as(owner)
      .call(ideaApi.create, { body: ideaPayload({ name: 'Cached name' }) });
    const cachedId = created.data.id;
    expect((await t.app.inject({ method: 'GET', url: `/idea/${cachedId}` })).body).toContain('content="Cached name"');
    // Changed behind the page's back: the page keeps the preview it read moments ago.
    await t.database.db.update(ideas).set({ name: 'Renamed' }).where(eq(ideas.id, cachedId));
    const again = await t.app.inject({ method: 'GET', url: `/idea/${cachedId.toUpperCase()}` });
    expect(again.body).toContain('content="Cached name"');
    expect(again.body).not.toContain('Renamed');
  });
});

describe('rate limits on idea pages', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { WEB_DIST: dist, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => limited.close());

  it('limits idea pages like the API, whatever the spelling, and never other pages', async () => {
    const ip = randomIp();
    const page = (url: string) => limited.app.inject({ method: 'GET', url, remoteAddress: ip });
    const ideaUrl = '/idea/0190aaaa-0000-7000-8000-000000000000';
    // An idea that does not exist: the page is 404, and it counts all the same.
    expect((await page(ideaUrl)).statusCode).toBe(404);
    expect((await page(ideaUrl.replace('/idea/', '/%69dea/'))).statusCode).toBe(404);
    expect((await page(`/${ideaUrl}`)).statusCode).toBe(404);
    const res = await page(ideaUrl);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    for (let i = 0; i < 5; i += 1) expect((await page('/partner')).statusCode).toBe(200);
  });

  it('limits every other page that reads the database: profiles, the home page and the idea list', async () => {
    for (const url of ['/profile?accountId=0190aaaa-0000-7000-8000-000000000000', '/', '/idea']) {
      const ip = randomIp();
      const page = () => limited.app.inject({ method: 'GET', url, remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await page()).statusCode, url).toBeLessThan(429);
      const res = await page();
      expect(res.statusCode, url).toBe(429);
      expect(res.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    }
  });
});
