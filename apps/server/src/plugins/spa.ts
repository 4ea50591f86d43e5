import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@ideamatch/shared';
import { IDEA_COVER_SIZES, imageSrcSet } from '@ideamatch/shared/image-variants';
import type { AppConfig } from '../config/env';
import { fileUrl } from '../lib/files';

const NOT_FOUND = { statusCode: 404, message: ERROR_MESSAGES.NOT_FOUND, errorCode: 'NOT_FOUND' } as const;

/** Addresses that are never a page of the SPA: the API, stored files and anything with an extension. */
const isNeverAPage = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/files/') || /\.[a-z0-9]+$/i.test(path);
};

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Settings the browser needs at run time travel as <meta> tags (never inline script, which the CSP
 * forbids): the tag-manager container and the Google client id, each only when configured.
 */
export function injectRuntimeConfig(html: string, config: Pick<AppConfig, 'GTM_ID' | 'GOOGLE_CLIENT_ID'>): string {
  const metas = [
    config.GTM_ID ? `<meta name="gtm-id" content="${escapeAttribute(config.GTM_ID)}" />` : '',
    config.GOOGLE_CLIENT_ID
      ? `<meta name="google-client-id" content="${escapeAttribute(config.GOOGLE_CLIENT_ID)}" />`
      : '',
  ].join('');
  return metas ? html.replace('<head>', `<head>${metas}`) : html;
}

const IDEA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long, and for how many ideas, link-preview data is kept in memory. */
export const IDEA_PREVIEW_CACHE = { ttlMs: 5_000, maxEntries: 1_000 } as const;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The lazy page module of each public address, as the web app's router maps them. */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/idea\/?$/, 'src/app/routes/idea-list.tsx'],
  [/^\/idea\/[0-9a-f-]{36}\/?$/i, 'src/app/routes/idea-detail.tsx'],
  [/^\/login\/?$/, 'src/app/routes/login.tsx'],
  [/^\/register\/?$/, 'src/app/routes/register.tsx'],
];

/** The module with each language's texts, which the web app loads before its first render. */
const TEXT_MODULES = { th: 'src/locales/translation.th.ts', en: 'src/locales/translation.en.ts' } as const;

/** The language a page starts in as far as the server can tell: `?lang=en` is English, else Thai. */
const textModuleOf = (url: string): string =>
  new URLSearchParams(url.split('?')[1] ?? '').get('lang')?.toLowerCase() === 'en' ? TEXT_MODULES.en : TEXT_MODULES.th;

/**
 * `<link rel="modulepreload">` tags for the page module of each public address and for each
 * language's texts, with the chunks they import (those the entry already loads left out), so the
 * browser fetches them with the entry instead of after running it. Empty when the build has no
 * manifest.
 */
export function pagePreloads(manifest: Manifest): Map<string, string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) collect(next, into);
  };
  const inEntry = new Set<string>();
  if (entry) for (const key of Object.keys(manifest)) if (manifest[key] === entry) collect(key, inEntry);
  const tags = new Map<string, string>();
  for (const module of [...PAGE_MODULES.map(([, page]) => page), ...Object.values(TEXT_MODULES)]) {
    const files = new Set<string>();
    collect(module, files);
    const links = [...files]
      .filter((file) => !inEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`)
      .join('');
    if (links) tags.set(module, links);
  }
  return tags;
}

const withPreloads = (html: string, url: string, preloads: Map<string, string>): string => {
  const path = url.split('?')[0] ?? '';
  const page = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  const links = [page, textModuleOf(url)].map((module) => (module ? (preloads.get(module) ?? '') : '')).join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
};

const SITE_NAME = 'IdeaMatch';

export type IdeaPreview = { id: string; name: string; description: string; coverKey: string | null };

/**
 * Link previews for a shared idea: Open Graph and Twitter tags plus the page title, every
 * value HTML-escaped. Only called for publicly visible ideas.
 */
export function injectIdeaPreview(html: string, idea: IdeaPreview, publicUrl: string): string {
  const title = `${idea.name} | ${SITE_NAME}`;
  const cover = fileUrl(idea.coverKey);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', idea.name],
    ['property', 'og:description', idea.description],
    ['property', 'og:url', `${publicUrl}/idea/${idea.id}`],
    ...(cover ? ([['property', 'og:image', `${publicUrl}${cover}`]] as [string, string, string][]) : []),
    ['name', 'twitter:card', cover ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', idea.name],
    ['name', 'twitter:description', idea.description],
    ...(cover ? ([['name', 'twitter:image', `${publicUrl}${cover}`]] as [string, string, string][]) : []),
  ];
  const srcSet = cover ? imageSrcSet(cover) : undefined;
  // The page's main image is fetched with the HTML instead of after the scripts and the API call.
  const preload = cover
    ? `<link rel="preload" as="image" href="${escapeAttribute(cover)}"${
        srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(IDEA_COVER_SIZES)}"` : ''
      } fetchpriority="high" />`
    : '';
  const metas =
    tags
      .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`)
      .join('') + preload;
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeAttribute(title)}</title>`)
    : html.replace('<head>', () => `<head><title>${escapeAttribute(title)}</title>`);
  return titled.replace('<head>', () => `<head>${metas}`);
}

/**
 * Serves the built SPA: hashed assets with a year of cache, and index.html (never cached) for every
 * other GET that is not an API or file address, so client-side routes load on refresh. Everything
 * else that matches no route gets the 404 error reply.
 */
export type SpaOptions = {
  config: AppConfig;
  /** The public face of an idea for link previews; null when there is none to show. */
  ideaPreview: (id: string) => Promise<IdeaPreview | null>;
};

export const spaPlugin = fp<SpaOptions>(async (app, { config, ideaPreview }) => {
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

  // Link-preview data of recently requested ideas, so a burst of hits on one shared link (crawlers,
  // a post going viral) costs one query per idea every few seconds. Filled below on a miss; entries
  // are never invalidated explicitly: each expires IDEA_PREVIEW_CACHE.ttlMs after it was read, so an
  // edit, hide or delete shows in previews within that time. The oldest entry goes when it is full.
  const previews = new Map<string, { idea: IdeaPreview | null; expiresAt: number }>();
  const previewOf = async (id: string): Promise<IdeaPreview | null> => {
    const now = Date.now();
    const cached = previews.get(id);
    if (cached && cached.expiresAt > now) return cached.idea;
    previews.delete(id);
    const idea = await ideaPreview(id);
    if (previews.size >= IDEA_PREVIEW_CACHE.maxEntries) previews.delete(previews.keys().next().value!);
    previews.set(id, { idea, expiresAt: now + IDEA_PREVIEW_CACHE.ttlMs });
    return idea;
  };

  /** index.html, with link-preview tags on the page of a publicly visible idea. */
  const ideaPage = async (rawId: string, log: FastifyBaseLogger): Promise<string> => {
    if (!IDEA_ID.test(rawId)) return indexHtml;
    const id = rawId.toLowerCase();
    try {
      const idea = await previewOf(id);
      return idea ? injectIdeaPreview(indexHtml, idea, config.publicUrl) : indexHtml;
    } catch (err) {
      log.warn({ err, id }, 'could not load the idea preview');
      return indexHtml;
    }
  };

  // Idea pages are a route of their own (not the not-found fallback) so they meet the rate limits
  // like the API: each one may read the database.
  app.get<{ Params: { id: string } }>(
    '/idea/:id',
    { config: { access: 'everyone' }, schema: { hide: true } },
    async (request, reply) => {
      if (!hasSpa) return reply.status(404).send(NOT_FOUND);
      const html = withPreloads(await ideaPage(request.params.id, request.log), request.url, preloads);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !wantsPage || isNeverAPage(request.url)) return reply.status(404).send(NOT_FOUND);
    const html = withPreloads(indexHtml, request.url, preloads);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
});
