import { injectRuntimeConfig } from './spa';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'ideamatch-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>IdeaMatch</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  // What the build writes beside a text asset: brotli and gzip copies.
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log("app")'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-1a2b.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-9f9f.js', css: ['assets/react-9f9f.css'] },
      'src/app/routes/home.tsx': {
        file: 'assets/home-3c3c.js',
        imports: ['_react.js', '_card.js'],
        css: ['assets/home-3c3c.css'],
      },
      '_card.js': { file: 'assets/card-4d4d.js', css: ['assets/card-4d4d.css'] },
      'src/locales/translation.th.ts': { file: 'assets/translation.th-5e5e.js' },
      'src/locales/translation.en.ts': { file: 'assets/translation.en-6f6f.js' },
      'src/locales/translation-more.th.ts': { file: 'assets/translation-more.th-7a7a.js' },
      'src/locales/translation-more.en.ts': { file: 'assets/translation-more.en-8b8b.js' },
    }),
  );
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ env: { WEB_DIST: dist, GTM_ID: 'GTM-ABC123', GOOGLE_CLIENT_ID: 'client-1.apps.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it.each([
    ['/', 200],
    ['/idea/0190aaaa-0000-7000-8000-000000000000', 404],
    ['/dashboard/user?x=1', 200],
    ['/login', 200],
  ])('answers %s with index.html and runtime meta tags (status %i)', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="gtm-id" content="GTM-ABC123" />');
    expect(res.body).toContain('<meta name="google-client-id" content="client-1.apps.example" />');
    // LINE sign-in is off here (not configured): the page offers no LINE button.
    expect(res.body).not.toContain('line-login');
  });

  it('tells the page LINE sign-in is on only when both LINE settings are set', () => {
    const html = '<html><head></head></html>';
    const on = injectRuntimeConfig(html, { LINE_CHANNEL_ID: '1650', LINE_CHANNEL_SECRET: 's' });
    expect(on).toContain('<meta name="line-login" content="on" />');
    expect(injectRuntimeConfig(html, { LINE_CHANNEL_ID: '1650' })).not.toContain('line-login');
  });

  it('serves hashed assets with a year of immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/logo.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('preloads the page module of a public address and its chunks, not what the entry loads', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-3c3c.js" />');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/card-4d4d.js" />');
    expect(home).not.toContain('href="/assets/react-9f9f.js"');
    // Its styles are linked, so a body rendered on the server is painted styled (the entry's are in the page).
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-3c3c.css" />');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/card-4d4d.css" />');
    expect(home).not.toContain('react-9f9f.css');
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/user' })).body).not.toContain('home-3c3c.js');
  });

  it("preloads the texts of the address's language, Thai unless it asks for English", async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;
    const thai = (await t.app.inject({ method: 'GET', url: '/dashboard/user' })).body;
    expect(thai).toContain(preload('translation.th-5e5e.js'));
    expect(thai).not.toContain('translation.en-6f6f.js');
    const english = (await t.app.inject({ method: 'GET', url: '/login?lang=EN' })).body;
    expect(english).toContain(preload('translation.en-6f6f.js'));
    expect(english).not.toContain('translation.th-5e5e.js');
  });

  it('preloads the other texts for every page but the home page and the idea list, which show none of them', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;
    for (const url of ['/', '/idea', '/idea/', '/?lang=en']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body).not.toContain('translation-more');
    }
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain(preload('translation.th-5e5e.js'));
    expect(login).toContain(preload('translation-more.th-7a7a.js'));
    expect(login).not.toContain('translation-more.en');
    const english = (await t.app.inject({ method: 'GET', url: '/settings?lang=en' })).body;
    expect(english).toContain(preload('translation-more.en-8b8b.js'));
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends a page compressed as the browser accepts it: brotli, else gzip, else plain', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/idea' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await t.app.inject({ method: 'GET', url: '/idea', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/idea', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await t.app.inject({ method: 'GET', url: '/idea', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers missing files and API addresses with the 404 error reply, not the page', async () => {
    // Addresses no route has: a file, an API path (so no contract) and an upload.
    for (const url of ['/assets/missing.js', '/api/nothing', '/files/nope.jpg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('NOT_FOUND');
    }
  });

  it('allows the tag manager and Google sign-in in the CSP only when configured', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client https://*.googletagmanager.com");
  });
});
