import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '@ideamatch/shared/api/health';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { buildTestApp, type TestApp } from '../test/build-app';
import { helmetOptions } from './security';

const dist = mkdtempSync(join(tmpdir(), 'ideamatch-dist-'));
const apps: TestApp[] = [];

afterAll(async () => {
  for (const t of apps) await t.close();
  rmSync(dist, { recursive: true, force: true });
});

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
});

/** The headers @fastify/helmet sets with the same options, in order: what every answer used to carry. */
async function helmetReference(config: TestApp['config']): Promise<[string, string][]> {
  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  const before = Object.keys((await bare.inject({ method: 'GET', url: '/' })).headers);
  const reference = Fastify();
  // The same options object; @fastify/helmet declares its own copy of helmet's option types.
  await reference.register(fastifyHelmet, helmetOptions(config) as FastifyHelmetOptions);
  reference.get('/', async () => ({ ok: true }));
  const res = await reference.inject({ method: 'GET', url: '/' });
  await bare.close();
  await reference.close();
  return Object.entries(res.headers)
    .filter(([name]) => !before.includes(name))
    .map(([name, value]) => [name, String(value)]);
}

describe.each<{ name: string; env: Record<string, string> }>([
  { name: 'plain http', env: {} },
  {
    name: 'https with Google sign-in and the tag manager',
    env: { PUBLIC_URL: 'https://ideamatch.example', GOOGLE_CLIENT_ID: 'client-1.apps.example', GTM_ID: 'GTM-ABC123' },
  },
])('security headers ($name)', ({ env }) => {
  let t: TestApp;
  let expected: [string, string][];
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dist, ...env } });
    apps.push(t);
    expected = await helmetReference(t.config);
  });

  it.each([
    healthApi.check.path,
    `${ideaApi.list.path}?page=1&pageSize=20`,
    '/',
    '/idea/0190aaaa-0000-7000-8000-000000000000',
    // An API address no route has (so no contract either).
    '/api/nothing',
  ])('%s carries exactly the headers @fastify/helmet set, in the same order', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const names = expected.map(([name]) => name);
    const got = Object.entries(res.headers)
      .filter(([name]) => names.includes(name))
      .map(([name, value]) => [name, String(value)]);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(got).toEqual(expected);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends only nosniff with the hashed build files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    const names = expected.map(([name]) => name);
    expect(Object.keys(res.headers).filter((name) => names.includes(name))).toEqual(['x-content-type-options']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Any other address under /assets/ may be the SPA page, which keeps every header.
    const page = await t.app.inject({ method: 'GET', url: '/assets/not-a-file' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
