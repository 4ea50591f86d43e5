import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, PERMISSIONS } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildIdeaUploads, buildSignedIn } from '../test/factories';
import { listenOnFreePort } from '../test/sockets';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';
import { commentApi } from '@ideamatch/shared/api/comment';
import { dashboardAccountApi, ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { api, type AnyReply } from '../test/api-client';

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

/** A request by method and URL: a route of the route table, or a path parameter no contract builds (`%00`). */
const raw = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  api(t)
    .as({ headers })
    .request({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

const expectNulRefused = (res: AnyReply, field: string) => {
  expect(res.status, res.raw.payload).toBe(400);
  expect(res.body).toMatchObject({
    statusCode: 400,
    errorCode: 'VALIDATION_ERROR',
    details: [{ field, message: 'Text must not contain a NUL character' }],
  });
};

/** Every API route of the app, with its parameters filled with a well-formed id. */
const apiRoutes = () =>
  t.app.routeTable
    // A prefix of the route table, not a call: every API route, described by a contract or not.
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'DELETE')
    .map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, someId) }));

describe('a NUL character in a request', () => {
  it('is refused in the search text of every list with a search', async () => {
    const lists = [
      ideaApi.list,
      chatApi.list,
      partnerApi.list,
      partnerApi.search,
      ideaModerationApi.list,
      dashboardAccountApi.list,
      reportApi.list,
    ];
    for (const list of lists)
      expectNulRefused(
        await api(t)
          .as(boss)
          .send(list, { query: { q: 'caf\u0000e' } }),
        'q',
      );
  });

  it('never gives a 500 on any route, in the query, the body or a path parameter', async () => {
    const failures: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const payload = method === 'GET' ? undefined : { name: 'a\u0000b', text: 'a\u0000b', q: 'a\u0000' };
      for (const headers of [boss.headers, member.headers]) {
        const res = await raw(method, `${url}?q=%00`, headers, payload);
        if (res.status >= 500) failures.push(`${method} ${url}: ${res.status}`);
      }
      if (url.includes(someId)) {
        const res = await raw(method, url.replace(someId, '%00'), boss.headers, payload);
        if (res.status >= 500) failures.push(`${method} ${url} (NUL id): ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused in the idea, comment, profile and chat writes', async () => {
    const [cover] = await buildIdeaUploads(t.database.db, member.account.id, 1);
    const asMember = api(t).as(member);
    expectNulRefused(
      await asMember.send(ideaApi.create, {
        body: ideaPayload({ name: 'Coffee\u0000', ideaAttachments: [{ key: cover }] }),
      }),
      'name',
    );
    expectNulRefused(
      await asMember.send(ideaApi.create, { body: ideaPayload({ achievements: ['ok', 'bad\u0000'] }) }),
      'achievements.1',
    );
    expectNulRefused(
      await asMember.call(commentApi.create, { params: { id: someId }, body: { text: 'hi\u0000' } }),
      'text',
    );
    expectNulRefused(
      await asMember.call(accountApi.update, { params: { id: member.account.id }, body: { firstName: 'Nok\u0000' } }),
      'firstName',
    );
    expectNulRefused(
      await asMember.call(chatApi.send, { body: { toAccountId: boss.account.id, text: 'hello\u0000' } }),
      'text',
    );
  });
});

describe('dates out of range', () => {
  it('refuses year 0 with a field error, never a 500', async () => {
    const asBoss = api(t).as(boss);
    const cases: [string, AnyReply][] = [
      ['postStartDate', await asBoss.send(ideaApi.list, { query: { postStartDate: '0000-01-01' } })],
      ['postEndDate', await asBoss.send(ideaApi.list, { query: { postEndDate: '0000-01-01' } })],
      [
        'datetimeCreate',
        await asBoss.send(chatApi.messages, {
          params: { id: someId },
          query: { datetimeCreate: '0000-01-01T00:00:00Z', id: someId },
        }),
      ],
      [
        'sponsoredUntil',
        await asBoss.send(ideaModerationApi.update, {
          params: { id: someId },
          body: { sponsoredUntil: '0000-01-01T00:00:00Z' },
        }),
      ],
    ];
    for (const [field, res] of cases) {
      expect(res.status, `${field} ${res.raw.payload}`).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field })],
      });
    }
    const fine = await asBoss.call(ideaApi.list, { query: { postStartDate: '2024-01-01', postEndDate: '2099-12-31' } });
    expect(fine.status).toBe(200);
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
    const res = await api(t).send(ideaApi.get, { params: { id: 'a'.repeat(500) } });
    expectEnvelope({ status: res.status, headers: res.headers, body: res.raw.body }, 414, 'URI_TOO_LONG');
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
