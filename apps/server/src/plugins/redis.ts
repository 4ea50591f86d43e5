import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set (rate limits, later the socket.io adapter). */
    redis: Redis | null;
  }
}

export const redisPlugin = fp<{ redis: Redis | null }>(async (app, { redis }) => {
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
  });
});
