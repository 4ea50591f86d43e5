import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set (rate limits, session events, socket.io adapter). */
    redis: Redis | null;
  }
}

/** No request waits on Redis longer than this: a command past it fails and its caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

/**
 * The app's Redis client. Redis is optional at every moment: commands fail at once while it is
 * disconnected (no offline queue) and after {@link REDIS_COMMAND_TIMEOUT_MS} when it does not answer,
 * and the client keeps reconnecting in the background, so the app starts without Redis, survives it
 * going away and picks it up again without a restart. Callers treat a failed command as "Redis is away".
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect forever, at most a second apart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
}

/**
 * A client for subscriptions: subscribing waits for the connection however long it takes, and
 * ioredis subscribes again after every reconnection.
 */
export function createSubscriberClient(redis: Redis): Redis {
  return redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
}

/** Quits a connected client politely; one that is not connected is dropped (a quit would wait for it). */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}

export const redisPlugin = fp<{ redis: Redis | null }>(async (app, { redis }) => {
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (redis) await closeRedisClient(redis);
  });
});
