import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildTestApp, type TestApp } from './test/build-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        {
          config: { access: 'visitor' },
          schema: {
            body: z.object({
              email: z.email('EMAIL_INVALID'),
              password: z.string().min(6, 'PASSWORD_TOO_SHORT'),
              id: z.uuid().optional(),
            }),
          },
        },
        async (request) => ({ statusCode: 200, message: 'OK', data: request.body.email }),
      );
      typed.get('/api/test/crash', { config: { access: 'visitor' } }, async () => {
        throw new Error('boom at /srv/secret/file.ts');
      });
      typed.get('/api/test/bad-sql', { config: { access: 'visitor' } }, async () => {
        await app.db.execute(sql`select * from table_that_does_not_exist`);
        return { statusCode: 200, message: 'OK', data: null };
      });
    },
  });
});
afterAll(() => t.close());

describe('reply envelope and errors', () => {
  it('answers /api/health in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, message: 'OK', data: { status: 'ok' } });
  });

  it('reports readiness of the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checks.database).toBe('ok');
    expect(res.json().data.checks.redis).toBe(process.env.REDIS_URL ? 'ok' : 'disabled');
  });

  it('answers an unknown API address with the 404 error reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not found.', errorCode: 'NOT_FOUND' });
  });

  it('gives one detail per invalid field with its code and fixed message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', password: '123', id: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([
      { field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' },
      {
        field: 'password',
        code: 'PASSWORD_TOO_SHORT',
        message: 'The passwords you entered are less than 6 characters. Please re-enter your new password',
      },
      // A rule without a code of its own keeps the validator's English text under INCORRECT_INPUT.
      { field: 'id', code: 'INCORRECT_INPUT', message: expect.any(String) },
    ]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('hides the cause of an unexpected exception', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Something went wrong.', errorCode: 'INTERNAL_ERROR' });
  });

  it('never leaks SQL from a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/table_that_does_not_exist|select|stack/i);
  });

  it('tags every reply with a request id, keeping a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const longest = `A.z_9-${'x'.repeat(58)}`;
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it.each([
    ['65 characters', 'x'.repeat(65)],
    ['a space', 'abc 123'],
    ['markup', '<script>alert(1)</script>'],
    ['a line of a log', 'abc","level":60,"msg":"forged'],
    ['non-ASCII letters', 'คำขอ-1'],
    ['a slash', 'a/b'],
  ])('replaces an incoming request id with %s by a new one', async (_name, value) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const profile = doc.paths['/api/account/profile'].get;
    expect(profile).toMatchObject({
      operationId: 'getMyProfile',
      summary: 'Get my profile',
      security: [{ bearer: [] }],
    });
    expect(profile.responses['401'].content['application/json'].schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/ErrorReply' },
        { type: 'object', properties: { errorCode: { enum: ['UNAUTHORIZED'] } } },
      ],
    });
    expect(doc.paths['/api/idea'].get.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/idea/{id}'].get.responses['404']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
