import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { api } from '../test/api-client';
import { healthApi } from '@ideamatch/shared/api/health';

/** The policy's directives, each with its sources. */
function directivesOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function policyOf(env: Record<string, string>) {
  const t = await buildTestApp({ env });
  apps.push(t);
  const page = await api(t).call(healthApi.check);
  return directivesOf(page.headers['content-security-policy']);
}

describe('Content-Security-Policy', () => {
  let plain: Record<string, string[]>;
  let configured: Record<string, string[]>;
  beforeAll(async () => {
    plain = await policyOf({ PUBLIC_URL: 'http://localhost:3000' });
    configured = await policyOf({
      PUBLIC_URL: 'https://ideamatch.example',
      S3_PUBLIC_URL: 'https://cdn.ideamatch.example/bucket/',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      GTM_ID: 'GTM-ABC123',
    });
  });

  it('connects only to this origin and its own websocket, with nothing configured', () => {
    expect(plain['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(plain['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(plain['script-src']).toEqual(["'self'"]);
    expect(plain['frame-src']).toEqual(["'none'"]);
  });

  it('adds the bucket, Google sign-in and the tag manager by exact origin only when configured', () => {
    expect(configured['connect-src']).toEqual([
      "'self'",
      'wss://ideamatch.example',
      'https://accounts.google.com/gsi/',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(configured['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.ideamatch.example',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(configured['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://*.googletagmanager.com',
    ]);
    expect(configured['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(configured['frame-src']).toEqual(['https://accounts.google.com/gsi/', 'https://www.googletagmanager.com']);
  });

  it('never allows a whole scheme (any host) for images, connections or scripts', () => {
    for (const policy of [plain, configured]) {
      for (const directive of ['img-src', 'connect-src', 'script-src', 'default-src', 'frame-src']) {
        expect(policy[directive]!.filter((source) => /^(https?|wss?):$/.test(source))).toEqual([]);
      }
    }
  });
});
