import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { SessionHub } from '../modules/auth/session-hub';
import { closeRedisClient, createSubscriberClient } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's session cache and session-end announcements. */
    sessionHub: SessionHub;
  }
}

/** Decorates `app.sessionHub`, listening on Redis for the other nodes' events when REDIS_URL is set. */
export const sessionHubPlugin = fp<{ redis: Redis | null; keyPrefix: string }>(async (app, { redis, keyPrefix }) => {
  const channel = `${keyPrefix}sessions`;
  const hub = new SessionHub(redis, channel);
  app.decorate('sessionHub', hub);
  if (!redis) return;

  const subscriber = createSubscriberClient(redis);
  subscriber.on('error', (err) => app.log.warn({ err }, 'session events redis error'));
  subscriber.on('ready', () => hub.clear());
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) hub.receive(message);
  });
  subscriber.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'session events subscription failed'));
  app.addHook('onClose', async () => closeRedisClient(subscriber));
});
