import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@ideamatch/shared';
import { isAppPage } from '@ideamatch/shared/pages';
import type { AppConfig } from '../config/env';
import { loadPageRenderer } from './page-renderer';
import { pagePreloads, withPreloads, type Manifest } from './page-preloads';
import { islandsEntryOf, withIslands } from './visitor-islands';
import { IDEA_PREVIEW_CACHE, injectIdeaPreview, injectProfilePreview } from './page-previews';
import {
  alternateLinks,
  colorSchemeOf,
  escapeHtml,
  PAGE_TEXTS,
  pageLanguageOf,
  withDescription,
  withDocumentAttributes,
  withTitle,
  type IdeaPageFacts,
  type PageLanguage,
  type ProfilePageFacts,
} from './public-page';

const NOT_FOUND = { statusCode: 404, message: ERROR_MESSAGES.NOT_FOUND, errorCode: 'NOT_FOUND' } as const;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Brotli at a low quality: most of its gain over gzip at a fraction of the time of its best. */
const BROTLI_PAGE_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding a page goes out in: brotli, else gzip, when the request accepts it (not refused with q=0). */
export function pageEncodingOf(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Set(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}
/** Addresses that are never a page of the SPA: the API, stored files and anything with an extension. */
const isNeverAPage = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/files/') || /\.[a-z0-9]+$/i.test(path);
};

const escapeAttribute = escapeHtml;

/**
 * Settings the browser needs at run time travel as <meta> tags (never inline script, which the CSP
 * forbids): the tag-manager container, the Google client id and whether LINE sign-in is on, each
 * only when configured.
 */
export function injectRuntimeConfig(
  html: string,
  config: Pick<AppConfig, 'GTM_ID' | 'GOOGLE_CLIENT_ID' | 'LINE_CHANNEL_ID' | 'LINE_CHANNEL_SECRET'>,
): string {
  const metas = [
    // Sign in with LINE is offered only when the server can complete it (both LINE settings set).
    config.LINE_CHANNEL_ID && config.LINE_CHANNEL_SECRET ? '<meta name="line-login" content="on" />' : '',
    config.GTM_ID ? `<meta name="gtm-id" content="${escapeAttribute(config.GTM_ID)}" />` : '',
    config.GOOGLE_CLIENT_ID
      ? `<meta name="google-client-id" content="${escapeAttribute(config.GOOGLE_CLIENT_ID)}" />`
      : '',
  ].join('');
  return metas ? html.replace('<head>', `<head>${metas}`) : html;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves the built SPA: hashed assets with a year of cache, and index.html (never cached) for every
 * other GET that is not an API or file address, so client-side routes load on refresh. Everything
 * else that matches no route gets the 404 error reply.
 */
export type SpaOptions = {
  config: AppConfig;
  /** What an idea's page may show a visitor, and whether it exists. */
  ideaPage: (id: string) => Promise<IdeaPageFacts>;
  /** What a person's profile page may show a visitor, and whether it exists. */
  profilePage: (id: string) => Promise<ProfilePageFacts>;
};

/** Keeps a page out of search results: not-found pages, members-only ideas, screens behind sign-in. */
const NO_INDEX = '<meta name="robots" content="noindex" />';

/**
 * A page rendered here shows its content before any script runs: its scripts are fetched at low
 * priority, so on a slow connection the styles, fonts and the largest image arrive first, and the
 * script, which only makes the page interactive, shares the bandwidth after them.
 */
const scriptsAfterContent = (html: string) =>
  html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

export const spaPlugin = fp<SpaOptions>(async (app, { config, ideaPage, profilePage }) => {
  const indexFile = join(config.webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexHtml = hasSpa ? injectRuntimeConfig(readFileSync(indexFile, 'utf8'), config) : '';
  const manifestFile = join(config.webDist, '.vite', 'manifest.json');
  const preloads = existsSync(manifestFile)
    ? pagePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : new Map<string, string>();
  if (hasSpa) {
    const assetsDir = join(config.webDist, 'assets');
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app is not built; run `npm run build` to serve it');
  }
  // A visitor's rendered page loads its islands instead of the app, unless VISITOR_APP asks for the app.
  const islandsEntry = hasSpa && !config.VISITOR_APP ? islandsEntryOf(config.webDist) : null;
  // The public pages' body rendered here, when the web app's server renderer was built.
  const renderer = hasSpa ? await loadPageRenderer(app, config.webSsr, config.publicUrl, app.log) : null;

  // What the page of each recently requested idea shows, so a burst of hits on one shared link
  // (crawlers, a post going viral) costs one query per idea every few seconds. Filled below on a
  // miss; entries are never invalidated explicitly: each expires IDEA_PREVIEW_CACHE.ttlMs after it
  // was read, so an edit, hide or delete shows within that time. The oldest entry goes when it is full.
  // Profiles are kept the same way, apart.
  const cachedFacts = <Facts>(read: (id: string) => Promise<Facts>) => {
    const previews = new Map<string, { facts: Facts; expiresAt: number }>();
    return async (id: string): Promise<Facts> => {
      const now = Date.now();
      const cached = previews.get(id);
      if (cached && cached.expiresAt > now) return cached.facts;
      previews.delete(id);
      const facts = await read(id);
      if (previews.size >= IDEA_PREVIEW_CACHE.maxEntries) previews.delete(previews.keys().next().value!);
      previews.set(id, { facts, expiresAt: now + IDEA_PREVIEW_CACHE.ttlMs });
      return facts;
    };
  };
  const factsOf = cachedFacts(ideaPage);
  const profileFactsOf = cachedFacts(profilePage);

  /**
   * Sends the app's page with `status`, in the language of the address or the person's choice and in
   * the colour scheme they chose, its head completed by `dress`. A visitor's public page (`/`,
   * `/idea`, a publicly visible idea) also carries its body rendered here and the state the browser
   * hydrates it from (with the islands' script instead of the app's, see visitor-islands.ts), when the renderer is built and the render succeeds in time; otherwise the body
   * is left to the browser. It differs by cookie, so it says so.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    dress: (html: string, language: PageLanguage) => string,
    { isRendered = false }: { isRendered?: boolean } = {},
  ) => {
    const language = pageLanguageOf(request.url, request.cookies);
    const scheme = colorSchemeOf(request.cookies);
    const shell = withDocumentAttributes(indexHtml, language, scheme);
    let html = withPreloads(dress(shell, language), request.url, language, preloads);
    const body = isRendered && renderer?.renders(request) ? await renderer.render(request, language, scheme) : null;
    if (body) {
      html = (islandsEntry ? withIslands(html, islandsEntry) : scriptsAfterContent(html))
        .replace('<div id="root"></div>', () => `<div id="root">${body.html}</div>`)
        .replace('</body>', () => `${body.stateBlock}</body>`);
      reply.header('server-timing', body.serverTiming);
    }
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    // A rendered page is 50-150 KB of HTML: sent compressed when the browser takes it (about a
    // seventh of the bytes on a phone's connection); a proxy in front leaves encoded bodies as they are.
    const encoding = pageEncodingOf(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    const compressed = await (encoding === 'br' ? brotli(html, BROTLI_PAGE_OPTIONS) : gzip(html));
    return reply.header('content-encoding', encoding).send(compressed);
  };

  /** The head of a page that is not an idea: its texts in the language, and the alternates of a public one. */
  const dressPage =
    (path: string, { isIndexed }: { isIndexed: boolean }) =>
    (html: string, language: PageLanguage): string => {
      const publicPath = path === '/' || path === '/idea' ? path : null;
      const texts = PAGE_TEXTS[publicPath ?? '/'][language];
      const described = withDescription(publicPath ? withTitle(html, texts.title) : html, texts.description);
      const head = publicPath && isIndexed ? alternateLinks(config.publicUrl, publicPath, language) : '';
      return described.replace('</head>', () => `${head}${isIndexed ? '' : NO_INDEX}</head>`);
    };

  // Idea pages are a route of their own (not the not-found fallback) so they meet the rate limits
  // like the API: each one may read the database. A visitor's page of a publicly visible idea
  // carries its public face; a members-only one says nothing of it; a deleted one is 410, one that
  // never existed or that visitors may not see 404 (its owner's app still shows a hidden one).
  app.get<{ Params: { id: string } }>(
    '/idea/:id',
    { config: { access: 'everyone' }, schema: { hide: true } },
    async (request, reply) => {
      if (!hasSpa) return reply.status(404).send(NOT_FOUND);
      const rawId = request.params.id;
      if (!UUID.test(rawId)) {
        const isPage = isAppPage(request.url.split('?')[0] ?? '') && rawId === 'new';
        return sendPage(request, reply, isPage ? 200 : 404, dressPage('/idea/new', { isIndexed: false }));
      }
      const id = rawId.toLowerCase();
      let facts: IdeaPageFacts | null = null;
      try {
        facts = await factsOf(id);
      } catch (err) {
        request.log.warn({ err, id }, 'could not load the idea page');
      }
      if (facts?.kind === 'public') {
        const idea = facts.idea;
        return sendPage(
          request,
          reply,
          200,
          (html, language) => injectIdeaPreview(html, idea, config.publicUrl, language),
          { isRendered: true },
        );
      }
      const status = facts?.kind === 'gone' ? 410 : facts?.kind === 'missing' ? 404 : 200;
      return sendPage(request, reply, status, dressPage(`/idea/${id}`, { isIndexed: false }));
    },
  );

  // A person's profile page (`/profile?accountId=`) is a route of its own for the same reason. A
  // visitor's page of a profile others may see carries it; an erased account's is 410, an unknown
  // or deactivated one's 404. `/profile` alone is the signed-in person's own: left to the browser.
  app.get<{ Querystring: { accountId?: string | string[] } }>(
    '/profile',
    { config: { access: 'everyone' }, schema: { hide: true } },
    async (request, reply) => {
      if (!hasSpa) return reply.status(404).send(NOT_FOUND);
      const raw = request.query.accountId;
      const accountId = typeof raw === 'string' ? raw : undefined;
      if (accountId === undefined || accountId === '') {
        return sendPage(request, reply, 200, dressPage('/profile', { isIndexed: false }));
      }
      if (!UUID.test(accountId)) return sendPage(request, reply, 404, dressPage('/profile', { isIndexed: false }));
      let facts: ProfilePageFacts | null = null;
      try {
        facts = await profileFactsOf(accountId.toLowerCase());
      } catch (err) {
        request.log.warn({ err, accountId }, 'could not load the profile page');
      }
      if (facts?.kind === 'public') {
        const person = facts.person;
        return sendPage(
          request,
          reply,
          200,
          (html, language) => injectProfilePreview(html, person, config.publicUrl, language),
          { isRendered: true },
        );
      }
      const status = facts?.kind === 'gone' ? 410 : facts?.kind === 'missing' ? 404 : 200;
      return sendPage(request, reply, status, dressPage('/profile', { isIndexed: false }));
    },
  );

  /** Any other page of the SPA: the public list pages rendered with their data, the rest as the shell. */
  const serveAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = isAppPage(path);
    const isPublic = path === '/' || path === '/idea' || path === '/idea/';
    return sendPage(
      request,
      reply,
      isPage ? 200 : 404,
      dressPage(path === '/idea/' ? '/idea' : path, { isIndexed: isPage && isPublic }),
      { isRendered: isPage && isPublic },
    );
  };
  // The home page and the idea list are rendered with what the database holds: routes of their own,
  // so the per-address limit that idea and profile pages have counts them too.
  for (const url of ['/', '/idea']) {
    app.get(url, { config: { access: 'everyone' }, schema: { hide: true } }, async (request, reply) =>
      hasSpa ? serveAppPage(request, reply) : reply.status(404).send(NOT_FOUND),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !wantsPage || isNeverAPage(request.url)) return reply.status(404).send(NOT_FOUND);
    return serveAppPage(request, reply);
  });
});
