import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import { addressKey } from '../lib/client-address';
import { rateLimited } from '../lib/throttle';
import { createFallbackStore } from './rate-limit-store';

/** Route patterns outside the API that are limited like it. */
/** Pages that read the database for each request: limited per address like the API. */
export const LIMITED_PAGE_ROUTES = new Set(['/', '/idea', '/idea/:id', '/profile', '/sitemap.xml', '/sitemap/:file']);
const UNLIMITED_API_ROUTES = new Set(['/api/health', '/api/ready']);

/** Whether a matched route pattern falls under the rate limits. */
export const isLimitedRoute = (routeUrl: string | undefined): boolean =>
  routeUrl !== undefined &&
  ((routeUrl.startsWith('/api/') && !UNLIMITED_API_ROUTES.has(routeUrl)) || LIMITED_PAGE_ROUTES.has(routeUrl));

/** The origin (scheme, host, port) of an address, or null when it has none. */
const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * What Google sign-in needs when GOOGLE_CLIENT_ID is set (Google Identity Services' CSP guide): its
 * script, its button's frame and style, and its calls.
 */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/**
 * What Google Tag Manager needs when GTM_ID is set (Google's CSP guide for Tag Manager and
 * Analytics 4): its scripts, the tags' beacons (images and calls) and its preview frame.
 */
const TAG_MANAGER = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

/**
 * Helmet's options for this deployment: the security headers every answer carries. The
 * Content-Security-Policy allows only the SPA's own scripts (no inline script; styles may be inline
 * because Mantine injects its CSS variables at runtime). Images come from this origin, the bucket's
 * public address (S3_PUBLIC_URL), `data:` (the two-factor QR code) and `blob:` (previews of images
 * before they are uploaded); the page connects to this origin and its websocket (socket.io) only.
 * Google sign-in and the tag manager add what they need only when configured.
 */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const google = config.GOOGLE_CLIENT_ID ? GOOGLE_SIGN_IN : { script: [], style: [], frame: [], connect: [] };
  const gtm = config.GTM_ID ? TAG_MANAGER : { script: [], img: [], connect: [], frame: [] };
  const isHttps = config.publicUrl.startsWith('https://');
  const bucket = originOf(config.S3_PUBLIC_URL);
  // 'self' covers the same origin's websocket in browsers that follow CSP Level 3; older ones need it named.
  const socket = originOf(config.publicUrl)?.replace(/^http/, 'ws');
  const frames = [...google.frame, ...gtm.frame];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google.script, ...gtm.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...(bucket ? [bucket] : []), ...gtm.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(socket ? [socket] : []), ...google.connect, ...gtm.connect],
        frameSrc: frames.length ? frames : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google sign-in's popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: isHttps,
  };
}

/**
 * The headers helmet sets for `options`, in the order it sets them, and the ones it removes. They do
 * not depend on the request, so they are computed once: helmet's middleware, built per request,
 * re-parsed the whole CSP every time.
 */
export function precomputeHelmetHeaders(options: HelmetOptions) {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return { set, removed };
}

/**
 * The same headers as one object, for the replies Node or Fastify send before any hook runs (431,
 * 414, malformed addresses): they carry the same security headers as every other reply.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return Object.fromEntries(
    precomputeHelmetHeaders(helmetOptions(config)).set.map(([name, value]) => [name.toLowerCase(), value]),
  );
}

export const securityPlugin = fp<{ config: AppConfig; redis: Redis | null }>(async (app, { config, redis }) => {
  const { set, removed } = precomputeHelmetHeaders(helmetOptions(config));
  const forAssets = set.filter(([name]) => name.toLowerCase() === 'x-content-type-options');
  // Only script, style and font names: any other address under /assets/ may end at the SPA page.
  const isBuildAsset = (url: string) => /^\/assets\/[\w.-]+\.(?:js|css|woff2?)(?:\?|$)/.test(url);
  // Every answer (API, pages, stored files, errors) carries the same security headers, except the
  // build's hashed scripts, styles and fonts under /assets/: a page loads several of them, the
  // document-level headers (CSP, framing, opener, referrer) mean nothing on them, and only `nosniff`
  // (never run a file as a script unless its type says so) applies.
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of isBuildAsset(request.url) ? forAssets : set) res.setHeader(name, value);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    // Counted in Redis while it is connected, in this process's memory while it is not.
    ...(redis ? { store: createFallbackStore(redis, `${config.REDIS_KEY_PREFIX}rate-limit:`) } : {}),
    // Only the API (and idea pages, which read the database for their link previews) is limited:
    // other pages, built assets and public files are static and cheap, and one page load alone
    // fetches dozens of them. Health checks are exempt for load balancers. The decision follows the
    // route the router matched, never the raw address, so every spelling of a path (percent-encoded,
    // doubled slashes) meets the same limit as the plain one.
    allowList: (request) => !isLimitedRoute(request.routeOptions.url),
    // Per client address (TRUST_PROXY decides which), an IPv6 client by its /64.
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, { ttl }) => rateLimited(ttl),
  });
});
