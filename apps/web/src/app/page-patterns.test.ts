import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_PAGE_PATTERNS, isAppPage } from '@ideamatch/shared/pages';
import { routes } from './router';

/** The full path pattern of every screen of the route tree (a route without children, or an index). */
function pathsOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const isScreen = route.index || (route.path && !route.children?.length);
    return [...(isScreen ? [own || '/'] : []), ...pathsOf(route.children ?? [], own)];
  });
}

describe('the pages the server knows', () => {
  const paths = [...new Set(pathsOf(routes))].filter((path) => path !== '/*');

  it('are the screens of the router, so other addresses answer 404', () => {
    // The dashboard's own screens are all under `/dashboard/*` (its `*` sends anything else home).
    const outsideDashboard = paths.filter((path) => !path.startsWith('/dashboard/') || path === '/dashboard/*');
    expect([...outsideDashboard].sort()).toEqual([...APP_PAGE_PATTERNS].sort());
  });

  it('match their addresses and nothing else', () => {
    for (const path of paths) {
      expect(isAppPage(path.replace(/:[a-z]+/gi, 'x').replace(/\*$/, 'x/y')), path).toBe(true);
    }
    expect(isAppPage('/no-such-page')).toBe(false);
    expect(isAppPage('/idea/x/y')).toBe(false);
  });
});
