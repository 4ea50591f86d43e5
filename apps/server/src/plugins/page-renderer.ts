import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { scriptJson, type ColorScheme, type PageLanguage } from './public-page';

/** What the web app's server renderer (apps/web/src/entry-server.tsx) exports. */
type RendererModule = {
  /** Whether it renders the page at this address (path and query). */
  rendersPath: (address: string) => boolean;
  render: (input: {
    url: string;
    language: PageLanguage;
    colorScheme: ColorScheme | null;
    origin: string;
    fetch: typeof fetch;
  }) => Promise<{ html: string; state: unknown; timings: { data: number; render: number } } | null>;
};

/** How long a page may take to render before it is sent without its body. */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * How long, and for how many addresses, a rendered page is kept: every visitor sees the same page
 * in a language and scheme, so a burst of visits costs one render every few seconds (a page being
 * rendered is shared too). A change shows within that time.
 */
export const RENDER_CACHE = { ttlMs: 5_000, maxEntries: 500 } as const;

/** The query parameter that hands a session over in an address (the web app adopts it at once). */
const TOKEN_PARAM = 'accessToken';

/** The id of the data block that carries the rendered page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** The style elements React hoists out of the page (responsive style props), with their content. */
const HOISTED_STYLE = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * The rendered body with React's hoisted style elements first: React writes them at the top of the
 * body after its image preloads, and a style element in the body is valid HTML only as its parent's
 * first child. The browser, hydrating, passes over both where they stand.
 */
export function withStylesFirst(html: string): string {
  const styles = html.match(HOISTED_STYLE);
  return styles ? `${styles.join('')}${html.replace(HOISTED_STYLE, '')}` : html;
}

/** The page's body, its state as a data block, and a Server-Timing value (data read, render, total). */
export type RenderedBody = { html: string; stateBlock: string; serverTiming: string };

export type PageRenderer = {
  /** Whether a visitor's page (the request's address) is rendered on the server. */
  renders: (request: FastifyRequest) => boolean;
  /** The page's body and state, or null to send it without (not rendered, too slow or failed: logged). */
  render: (
    request: FastifyRequest,
    language: PageLanguage,
    colorScheme: ColorScheme | null,
  ) => Promise<RenderedBody | null>;
};

/**
 * Loads the web app's server renderer from `ssrDir` when it was built; null otherwise (the server
 * then sends every page with an empty body, as before). Its API calls are answered in-process by
 * `app.inject`, as the visitor (their address, so the rate limits count them), without a session.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ssrDir: string,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return null;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  } catch (err) {
    log.error({ err, file }, 'could not load the page renderer; pages are sent without their body');
    return null;
  }

  const fetchAs =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url =
        typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const reply = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(reply.statusCode === 204 ? null : reply.rawPayload, { status: reply.statusCode, headers });
    };

  const renderNow = async (
    request: FastifyRequest,
    language: PageLanguage,
    colorScheme: ColorScheme | null,
  ): Promise<RenderedBody | null> => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const rendered = await Promise.race([
        renderer.render({ url: request.url, language, colorScheme, origin: publicUrl, fetch: fetchAs(request) }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`page render took over ${RENDER_TIMEOUT_MS} ms`)),
            RENDER_TIMEOUT_MS,
          );
        }),
      ]);
      if (!rendered) return null;
      return {
        html: withStylesFirst(rendered.html),
        stateBlock: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>`,
        serverTiming: [
          `ssr-data;dur=${rendered.timings.data.toFixed(1)}`,
          `ssr-render;dur=${rendered.timings.render.toFixed(1)}`,
          `ssr;dur=${(performance.now() - started).toFixed(1)}`,
        ].join(', '),
      };
    } catch (err) {
      request.log.error({ err, url: request.url }, 'could not render the page; sent without its body');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const pages = new Map<string, { page: Promise<RenderedBody | null>; expiresAt: number }>();

  return {
    // A signed-in person's page (a session cookie, or a session handed over in the address) is
    // rendered by the browser: the server renders as a visitor.
    renders: (request) =>
      !request.cookies[TOKEN_COOKIE] &&
      !new URLSearchParams(request.url.split('?')[1] ?? '').has(TOKEN_PARAM) &&
      renderer.rendersPath(request.url),
    render: (request, language, colorScheme) => {
      const key = `${language}|${colorScheme ?? ''}|${request.url}`;
      const now = Date.now();
      const cached = pages.get(key);
      if (cached && cached.expiresAt > now) {
        return cached.page.then((body) => body && { ...body, serverTiming: 'ssr;desc="cached"' });
      }
      pages.delete(key);
      const page = renderNow(request, language, colorScheme);
      if (pages.size >= RENDER_CACHE.maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, expiresAt: now + RENDER_CACHE.ttlMs });
      // A page that could not be rendered is tried again by the next visit.
      void page.then((body) => {
        if (!body && pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}
