import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, PERMISSIONS } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildIdeaUploads, buildSignedIn } from '../test/factories';
import { listenOnFreePort } from '../test/sockets';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';
import { randomIp } from '../modules/auth/auth.test-helpers';

let t: TestApp;
let boss: Awaited<ReturnType<typeof buildSignedIn>>;
let member: Awaited<ReturnType<typeof buildSignedIn>>;
const someId = '0190aaaa-0000-7000-8000-000000000001';

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  boss = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin, permissions: [...PERMISSIONS] });
  member = await buildSignedIn(t.database.db);
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const expectNulRefused = (res: Awaited<ReturnType<typeof call>>, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    statusCode: 400,
    errorCode: 'VALIDATION_ERROR',
    details: [{ field, message: 'Text must not contain a NUL character' }],
  });
};

/** Every API route of the app, with its parameters filled with a well-formed id. */
const apiRoutes = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'DELETE')
    .map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, someId) }));

describe('a NUL character in a request', () => {
  it('is refused in the search text of every list with a search', async () => {
    const lists = [
      '/api/idea',
      '/api/chat',
      '/api/partner',
      '/api/partner/search',
      '/api/dashboard/idea',
      '/api/dashboard/account',
      '/api/dashboard/report',
    ];
    for (const url of lists) expectNulRefused(await call('GET', `${url}?q=caf%00e`, boss.headers), 'q');
  });

  it('never gives a 500 on any route, in the query, the body or a path parameter', async () => {
    const failures: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const payload = method === 'GET' ? undefined : { name: 'a\u0000b', text: 'a\u0000b', q: 'a\u0000' };
      for (const headers of [boss.headers, member.headers]) {
        const res = await call(method, `${url}?q=%00`, headers, payload);
        if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode}`);
      }
      if (url.includes(someId)) {
        const res = await call(method, url.replace(someId, '%00'), boss.headers, payload);
        if (res.statusCode >= 500) failures.push(`${method} ${url} (NUL id): ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused in the idea, comment, profile and chat writes', async () => {
    const [cover] = await buildIdeaUploads(t.database.db, member.account.id, 1);
    expectNulRefused(
      await call(
        'POST',
        '/api/idea',
        member.headers,
        ideaPayload({ name: 'Coffee\u0000', ideaAttachments: [{ key: cover }] }),
      ),
      'name',
    );
    expectNulRefused(
      await call('POST', '/api/idea', member.headers, ideaPayload({ achievements: ['ok', 'bad\u0000'] })),
      'achievements.1',
    );
    expectNulRefused(await call('POST', `/api/idea/${someId}/comment`, member.headers, { text: 'hi\u0000' }), 'text');
    expectNulRefused(
      await call('PATCH', `/api/account/${member.account.id}`, member.headers, { firstName: 'Nok\u0000' }),
      'firstName',
    );
    expectNulRefused(
      await call('POST', '/api/chat/', member.headers, { toAccountId: boss.account.id, text: 'hello\u0000' }),
      'text',
    );
  });
});

describe('dates out of range', () => {
  it('refuses year 0 with a field error, never a 500', async () => {
    const cases: [string, string, string, unknown?][] = [
      ['GET', '/api/idea?postStartDate=0000-01-01', 'postStartDate'],
      ['GET', '/api/idea?postEndDate=0000-01-01', 'postEndDate'],
      ['GET', `/api/chat/${someId}?datetimeCreate=0000-01-01T00:00:00Z&id=${someId}`, 'datetimeCreate'],
      ['PATCH', `/api/dashboard/idea/${someId}`, 'sponsoredUntil', { sponsoredUntil: '0000-01-01T00:00:00Z' }],
    ];
    for (const [method, url, field, payload] of cases) {
      const res = await call(method, url, boss.headers, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field })],
      });
    }
    const fine = await call('GET', '/api/idea?postStartDate=2024-01-01&postEndDate=2099-12-31', boss.headers);
    expect(fine.statusCode).toBe(200);
  });
});

/** Sends a raw request over a socket (no client-side limits) and returns the status, headers and body. */
async function rawRequest(baseUrl: string, request: string) {
  const { hostname, port } = new URL(baseUrl);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests refused before routing', () => {
  const expectEnvelope = (
    res: { status: number; headers: Record<string, unknown>; body: string },
    status: number,
    errorCode: string,
  ) => {
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ statusCode: status, message: expect.any(String), errorCode });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  };

  it('answers an over-long path parameter with 414 in the error reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/idea/${'a'.repeat(500)}` });
    expectEnvelope({ status: res.statusCode, headers: res.headers, body: res.body }, 414, 'URI_TOO_LONG');
  });

  it('answers an over-long address with 414 and oversized headers with 431, in the error reply', async () => {
    const base = await listenOnFreePort(t.app);
    const longUrl = await rawRequest(base, `GET /api/idea?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(longUrl, 414, 'URI_TOO_LONG');
    const bigHeader = await rawRequest(
      base,
      `GET /api/idea HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(bigHeader, 431, 'HEADERS_TOO_LARGE');
  });
});
