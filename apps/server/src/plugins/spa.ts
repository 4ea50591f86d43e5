import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@ideamatch/shared';
import type { AppConfig } from '../config/env';
import { fileUrl } from '../lib/files';
import { getIdeaPreview } from '../modules/ideas/idea.service';

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

const IDEA_PAGE = /^\/idea\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const SITE_NAME = 'IdeaMatch';

type IdeaPreview = { id: string; name: string; description: string; coverKey: string | null };

/**
 * Link previews for a shared idea (issue 4): Open Graph and Twitter tags plus the page title, every
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
  const metas = tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`)
    .join('');
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
export const spaPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const indexFile = join(config.webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexHtml = hasSpa ? injectRuntimeConfig(readFileSync(indexFile, 'utf8'), config) : '';
  if (hasSpa) {
    const assetsDir = join(config.webDist, 'assets');
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app is not built; run `npm run build` to serve it');
  }

  /** index.html, with link-preview tags on the page of a publicly visible idea. */
  const pageFor = async (url: string): Promise<string> => {
    const id = IDEA_PAGE.exec(url.split('?')[0] ?? '')?.[1];
    if (!id) return indexHtml;
    try {
      const idea = await getIdeaPreview(app.db, id.toLowerCase());
      return idea ? injectIdeaPreview(indexHtml, idea, config.publicUrl) : indexHtml;
    } catch (err) {
      app.log.warn({ err, id }, 'could not load the idea preview');
      return indexHtml;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !wantsPage || isNeverAPage(request.url)) return reply.status(404).send(NOT_FOUND);
    const html = await pageFor(request.url);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
});
