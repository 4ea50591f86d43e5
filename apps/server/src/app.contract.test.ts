import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@ideamatch/shared/api/index';
import { buildTestApp, type TestApp } from './test/build-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
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
