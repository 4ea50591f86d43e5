import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createThrottle, type Throttle } from '../lib/throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits per account, email or outcome (sign-in failures, sign-ups); see lib/throttle.ts. */
    throttle: Throttle;
  }
}

/** `app.throttle`, counting in Redis under REDIS_KEY_PREFIX when it is configured, else in this process. */
export const throttlePlugin = fp<{ redis: Redis | null; keyPrefix: string }>(
  async (app, { redis, keyPrefix }) => {
    app.decorate('throttle', createThrottle(redis, `${keyPrefix}throttle:`));
  },
  { name: 'throttle' },
);
