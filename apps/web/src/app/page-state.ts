import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/** The id of the data block a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/**
 * What the server rendered the page from: its query cache, its routes' loader data, its language and
 * the colour scheme the visitor chose (null: the device's).
 */
export type PageState = {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  language: string;
  colorScheme: 'light' | 'dark' | null;
};

/**
 * The state of a page the server rendered, from its JSON data block (a data block, not a script: the
 * CSP allows no inline script); null for a page it did not render.
 */
export function readPageState(): PageState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  const root = document.getElementById('root');
  if (!block?.textContent || !root?.firstElementChild) return null;
  try {
    return JSON.parse(block.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the lazy routes the address matches and puts it on the routes, as the server
 * had it when it rendered, so the router's first render is the page itself, not its fallback.
 */
export async function resolveLazyRoutes(list: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(list, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
