import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, PERMISSIONS } from '@ideamatch/shared';
import type { Endpoint } from '@ideamatch/shared/endpoint';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildIdea, buildSignedIn } from '../test/factories';

let t: TestApp;
let boss: Awaited<ReturnType<typeof buildSignedIn>>;
let ideaId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  boss = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin, permissions: [...PERMISSIONS] });
  // The owner's own idea, so an owner-only route gets past its access check to the number.
  ideaId = (await buildIdea(t.database.db, boss.account.id, { name: 'Numbers' })).id;
});
afterAll(() => t.close());

/** Numbers an attacker writes where a route expects one: zero, negative, past int4, past int8, exponent, not a number. */
const OUT_OF_RANGE = ['0', '-1', String(2 ** 31), '9223372036854775808', '1e9', 'NaN'];

/** Whether the contract reads a path parameter as a number (it parses one of "1" to "9" to a number). */
const isNumeric = (endpoint: Endpoint | undefined, name: string) => {
  const schema = endpoint?.params?.shape[name] as { safeParse?: (v: unknown) => { data?: unknown } } | undefined;
  return ['1', '2', '3', '4', '5', '6', '7', '8', '9'].some(
    (digit) => typeof schema?.safeParse?.(digit).data === 'number',
  );
};

describe('attack: out-of-range numbers in paths', () => {
  it('answers 4xx, never 5xx, on every route with a numeric path parameter', async () => {
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.url.includes('/:'));
    const numeric = routes.flatMap((route) => {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const endpoint = route.endpoint as Endpoint | undefined;
      return names.filter((name) => isNumeric(endpoint, name)).map((name) => ({ route, name, names }));
    });
    // The walk found the routes it is about (a certificate's version, a staff role).
    expect(numeric.map(({ route }) => route.url)).toEqual(
      expect.arrayContaining(['/api/idea/:id/proof/:version/certificate', '/api/dashboard/account/account-role/:role']),
    );
    const failures: string[] = [];
    for (const { route, name, names } of numeric) {
      for (const value of OUT_OF_RANGE) {
        const url = names.reduce(
          (path, other) =>
            path.replace(
              `:${other}`,
              other === name ? encodeURIComponent(value) : other === 'id' ? ideaId : boss.account.id,
            ),
          route.url,
        );
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: boss.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${route.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx or a page, never 5xx, for out-of-range page numbers on every paged list', async () => {
    const lists = t.app.routeTable.filter(
      (route) => route.method === 'GET' && (route.endpoint as Endpoint | undefined)?.query?.shape.page,
    );
    expect(lists.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of lists) {
      const path = route.url.replace(/:id\b/g, ideaId).replace(/:\w+/g, boss.account.id);
      for (const value of [...OUT_OF_RANGE, '9007199254740991']) {
        for (const key of ['page', 'pageSize']) {
          const res = await t.app.inject({ method: 'GET', url: `${path}?${key}=${value}`, headers: boss.headers });
          if (res.statusCode >= 500) failures.push(`GET ${path}?${key}=${value}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
