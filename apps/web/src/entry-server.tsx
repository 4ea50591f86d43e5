/**
 * The server's renderer of the public pages (`/`, `/idea`, `/idea/:id`, a person's profile
 * `/profile?accountId=`), built by `vite build --ssr`
 * into dist-ssr/entry-server.js and loaded by the server when present. It renders a page as a
 * visitor sees it (no session) in the language and colour scheme the server decided, and returns its
 * HTML with the query cache it was rendered from, which the browser hydrates (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { routes } from './app/router';
import { commentsQueryOptions } from './features/ideas/api/get-comments';
import { ideaQueryOptions } from './features/ideas/api/get-idea';
import { ideaHomeQueryOptions } from './features/ideas/api/get-idea-home';
import { ideasQueryOptions } from './features/ideas/api/get-ideas';
import { relatedIdeasQueryOptions } from './features/ideas/api/get-related-ideas';
import { reviewsQueryOptions } from './features/ideas/api/get-reviews';
import { personIdeasQueryOptions } from './features/ideas/api/get-person-ideas';
import { parseIdeaFilters } from './features/ideas/utils/idea-filters';
import { accountQueryOptions } from './features/accounts/api/get-account';
import { followStateQueryOptions } from './features/engagement/api/follows';
import { setApiTransport } from './lib/api-client';
import { i18n, loadTexts } from './lib/i18n';
import { ServerPageContext } from './lib/page-render';
import { createQueryClient } from './lib/query-client';

export type PageLanguage = 'th' | 'en';

export type RenderInput = {
  /** The page's address: path and query. */
  url: string;
  language: PageLanguage;
  /** The scheme the visitor chose (its cookie); null follows the device. */
  colorScheme: 'light' | 'dark' | null;
  /** The site's public address (canonical links, share links). */
  origin: string;
  /** Answers the page's API calls (the server answers them in-process, as this visitor). */
  fetch: typeof fetch;
};

/**
 * What the browser needs to hydrate the page: the query cache, the router's data, and the language and
 * colour scheme it was rendered in.
 */
export type PageState = {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  language: PageLanguage;
  colorScheme: 'light' | 'dark' | null;
};

/** Milliseconds spent reading the page's data, and rendering it. */
export type RenderTimings = { data: number; render: number };

export type RenderedPage = { html: string; state: PageState; timings: RenderTimings };

// Every API call of a render goes through the fetch of the request being rendered.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const current = requestFetch.getStore();
  if (!current) return Promise.reject(new Error('An API call outside a page render'));
  return current(input, init);
});

/**
 * The routes without their loaders' work: in the browser a loader starts the page's queries in the
 * one shared cache; here each page fills its own cache first (`prefetch`), so a loader only has to
 * exist (the browser finds its route's data, null, and does not run it again).
 */
const withoutLoaderWork = (list: RouteObject[]): RouteObject[] =>
  list.map(
    (route) =>
      ({
        ...route,
        ...(route.loader ? { loader: () => null } : {}),
        ...(route.children ? { children: withoutLoaderWork(route.children) } : {}),
      }) as RouteObject,
  );

const handler = createStaticHandler(withoutLoaderWork(routes));

/** One i18next instance per language, sharing the loaded texts, so renders never switch a language. */
const instances = new Map<PageLanguage, typeof i18n>();
const textsIn = (language: PageLanguage): typeof i18n => {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
};

const IDEA_PATH = /^\/idea\/([0-9a-f-]{36})\/?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person whose profile the address shows (`/profile?accountId=`); null for any other page. */
const profileOf = (url: URL): string | null => {
  const id = /^\/profile\/?$/.test(url.pathname) ? url.searchParams.get('accountId') : null;
  return id && UUID.test(id) ? id : null;
};

/** Whether this renderer renders the page at `address` (a path, and its query). */
export const rendersPath = (address: string): boolean => {
  const url = new URL(address, 'http://page');
  const path = url.pathname;
  return path === '/' || /^\/idea\/?$/.test(path) || IDEA_PATH.test(path) || profileOf(url) !== null;
};

/** Fills the page's cache with what its first screen shows, as the route loaders do in the browser. */
async function prefetch(client: QueryClient, url: URL): Promise<void> {
  const path = url.pathname;
  if (path === '/') {
    await client.prefetchQuery(ideaHomeQueryOptions());
    return;
  }
  if (/^\/idea\/?$/.test(path)) {
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    await client.prefetchQuery(ideasQueryOptions(parseIdeaFilters(url.searchParams), page));
    return;
  }
  const personId = profileOf(url);
  if (personId) {
    await Promise.all([
      client.prefetchQuery(accountQueryOptions(personId)),
      client.prefetchQuery(followStateQueryOptions(personId)),
      client.prefetchQuery(personIdeasQueryOptions(personId, 1)),
    ]);
    return;
  }
  const id = IDEA_PATH.exec(path)?.[1];
  if (!id) return;
  await Promise.all([
    client.prefetchQuery(ideaQueryOptions(id)),
    client.prefetchInfiniteQuery(commentsQueryOptions(id)),
    client.prefetchQuery(reviewsQueryOptions(id, 1)),
    // Rendered here too: a visitor's page runs no app to fetch them (islands), nor does a page read without JavaScript.
    client.prefetchQuery(relatedIdeasQueryOptions(id)),
  ]);
}

/**
 * Renders a public page, or returns null when it should be left to the browser (an address this
 * renderer does not render, a redirect). Throws when the page's data could not be read or the render
 * fails; the server then sends the page without its body and the browser reads the data itself.
 */
export async function render(input: RenderInput): Promise<RenderedPage | null> {
  const url = new URL(input.url, input.origin);
  if (!rendersPath(input.url)) return null;
  const started = performance.now();
  const client = createQueryClient();
  const [context] = await Promise.all([
    handler.query(new Request(url)),
    // Every page's texts: a page renders with all it may show; the browser loads the parts it uses.
    loadTexts(input.language, ['main', 'more']),
    requestFetch.run(input.fetch, () => prefetch(client, url)),
  ]);
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const failed = client
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status !== 'success');
  if (failed) throw new Error(`the page's data could not be read: ${JSON.stringify(failed.queryKey)}`);

  const fetched = performance.now();
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = textsIn(input.language);
  // Dates are formatted through dayjs's global locale; the render below is synchronous, so setting
  // it here cannot leak into another page's render.
  dayjs.locale(input.language);
  const html = renderToString(
    <ServerPageContext value={{ colorScheme: input.colorScheme, origin: input.origin }}>
      <I18nextProvider i18n={texts}>
        <QueryClientProvider client={client}>
          {/* No hydration script: the CSP allows none inline; the state travels as a data block. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    </ServerPageContext>,
  );
  const state: PageState = {
    queries: dehydrate(client),
    loaderData: context.loaderData,
    language: input.language,
    colorScheme: input.colorScheme,
  };
  return { html, state, timings: { data: fetched - started, render: performance.now() - fetched } };
}
