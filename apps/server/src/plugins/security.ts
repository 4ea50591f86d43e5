import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';

/**
 * Security headers and rate limits. The Content-Security-Policy allows only the SPA's own scripts
 * (no inline script); styles may be inline because Mantine injects its CSS variables at runtime.
 */
export const securityPlugin = fp<{ config: AppConfig; redis: Redis | null }>(async (app, { config, redis }) => {
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  const gtm = config.GTM_ID ? ['https://www.googletagmanager.com'] : [];
  const isHttps = config.publicUrl.startsWith('https://');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...gtm],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google, ...gtm],
        frameSrc: [...google, ...gtm].length ? [...google, ...gtm] : ["'none'"],
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
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
    // Only the API is limited: pages, built assets and public files are static and cheap, and one page
    // load alone fetches dozens of them. Health checks are exempt for load balancers.
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url === '/api/health' || request.url === '/api/ready',
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
