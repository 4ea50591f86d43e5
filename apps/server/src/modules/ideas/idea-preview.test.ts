import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { buildIdeaUploads, callApi, ideaPayload } from './idea.test-helpers';

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
  const res = await callApi(t, {
    method: 'POST',
    url: '/api/idea',
    headers: owner.headers,
    payload: ideaPayload({
      name: 'Tom & Jerry\'s "cheese" <script>alert(1)</script>',
      description: 'ร้านชีส & <b>ไวน์</b>',
      ideaAttachments: [{ key: cover }],
    }),
  });
  id = res.json().data.id;
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
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta name="gtm-id" content="GTM-OG1" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('serves the plain page for hidden or unknown ideas', async () => {
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.id, id));
    for (const url of [`/idea/${id}`, '/idea/0190aaaa-0000-7000-8000-000000000000', '/idea/not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).toContain('<title>IdeaMatch</title>');
      expect(res.body).toContain('<meta name="gtm-id" content="GTM-OG1" />');
    }
  });
});
