import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '@ideamatch/shared/api/index';
import { emptyReplySchema } from '@ideamatch/shared';
import { endpoint } from '@ideamatch/shared/endpoint';
import { AppError } from './lib/app-error';
import { route } from './lib/route';
import { buildTestApp, type TestApp } from './test/build-app';

let t: TestApp;

/** A test endpoint refusing with the code it is asked for; it lists one code of its own. */
const refusing = endpoint({
  method: 'POST',
  path: '/api/test/refuse',
  summary: 'Refuse as asked',
  tag: 'test',
  body: z.object({ code: z.enum(['IDEA_ALREADY_REPORTED', 'CHAT_BLOCKED']) }),
  errors: ['IDEA_ALREADY_REPORTED'],
  reply: emptyReplySchema,
});

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) =>
      route(app, refusing, {
        access: 'visitor',
        handler: (request) => {
          throw new AppError(request.body.code);
        },
      }),
  });
});
afterAll(() => t.close());

/** The API's routes as the server registered them (Fastify adds a HEAD route to each GET itself). */
const apiRoutes = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );

describe('the API follows its contracts in @ideamatch/shared/api', () => {
  it('registers every API route from a contract', () => {
    const withoutContract = apiRoutes()
      .filter((route) => !route.endpoint)
      .map((route) => `${route.method} ${route.url}`);
    expect(apiRoutes().length).toBeGreaterThan(50);
    expect(withoutContract).toEqual([]);
  });

  it('serves every contract once, at its method and path', () => {
    const served = apiRoutes();
    const wrong = allEndpoints().flatMap(({ name, endpoint }) => {
      const routes = served.filter((route) => route.endpoint === endpoint);
      if (routes.length !== 1) return [`${name}: registered ${routes.length} times`];
      const [route] = routes;
      return route!.method === endpoint.method && route!.url === endpoint.path ? [] : [`${name}: served elsewhere`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('error codes follow the contracts', () => {
  const refuse = (code: string) => t.app.inject({ method: 'POST', url: '/api/test/refuse', payload: { code } });

  it('answers a code its contract lists with that code', async () => {
    const res = await refuse('IDEA_ALREADY_REPORTED');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('IDEA_ALREADY_REPORTED');
  });

  it('answers a code its contract does not list as a 500 in tests, so the contract gets fixed', async () => {
    const res = await refuse('CHAT_BLOCKED');
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('INTERNAL_ERROR');
  });

  it("names each reply's codes in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const replies = document.paths['/api/idea/{id}/report'].post.responses;
    expect(replies['409'].content['application/json'].schema.allOf[1].properties.errorCode.enum).toEqual([
      'IDEA_ALREADY_REPORTED',
    ]);
    expect(replies['400'].content['application/json'].schema.allOf[1].properties.errorCode.enum).toEqual([
      'VALIDATION_ERROR',
      'CANNOT_REPORT_OWN_IDEA',
    ]);
    expect(document.paths['/api/authentication/login'].post.responses['401'].description).toContain(
      'INVALID_CREDENTIALS',
    );
  });
});
