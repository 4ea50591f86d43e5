import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@ideamatch/shared';
import type { AppConfig } from '../config/env';

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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !wantsPage || isNeverAPage(request.url)) return reply.status(404).send(NOT_FOUND);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
