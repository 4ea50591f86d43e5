import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { scriptJson, type ColorScheme, type PageLanguage } from './public-page';

/** What the web app's server renderer (apps/web/src/entry-server.tsx) exports. */
type RendererModule = {
  rendersPath: (path: string) => boolean;
  render: (input: {
    url: string;
    language: PageLanguage;
    colorScheme: ColorScheme | null;
    origin: string;
    fetch: typeof fetch;
  }) => Promise<{ html: string; state: unknown } | null>;
};

/** How long a page may take to render before it is sent without its body. */
export const RENDER_TIMEOUT_MS = 2_000;

/** The id of the data block that carries the rendered page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

export type RenderedBody = { html: string; stateBlock: string; ms: number };

export type PageRenderer = {
  /** Whether a visitor's page at `path` is rendered on the server. */
  renders: (request: FastifyRequest, path: string) => boolean;
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

  return {
    // A signed-in person's page is rendered by the browser: the server renders as a visitor.
    renders: (request, path) => !request.cookies[TOKEN_COOKIE] && renderer.rendersPath(path),
    render: async (request, language, colorScheme) => {
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
          html: rendered.html,
          stateBlock: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>`,
          ms: performance.now() - started,
        };
      } catch (err) {
        request.log.error({ err, url: request.url }, 'could not render the page; sent without its body');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
